/**
 * The field components that type through the spec's masks (imask): one chunk loaded on demand
 * (`field-registry.ts`), so the first load carries no mask library; a form with such a field
 * shows once the chunk is in (the method list fetches it ahead).
 */
export { AmountField } from './amount-field.tsx';
export { CardExpiryDateField } from './card-expiry-date-field.tsx';
export { DateField } from './date-field.tsx';
export { EmailField } from './email-field.tsx';
