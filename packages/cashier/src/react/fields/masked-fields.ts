/**
 * The field components that type through an input mask (imask): one chunk loaded on demand
 * (`field-registry.ts`), so the first load carries no mask library; a form with such a field
 * shows once the chunk is in.
 */
export { CardExpiryDateField } from './card-expiry-date-field.tsx';
export { DateField } from './date-field.tsx';
