import { catalogue } from '../../payments/catalogue/index.ts';

/**
 * The name staff know a method by: the brand as the catalogue spells it ("Visa", "Bank transfer
 * (SEPA)"), or the stored id for a method the catalogue no longer offers.
 */
export function methodDisplayName(methodId: string): string {
  return catalogue.method(methodId)?.brand ?? catalogue.conversionMethod(methodId)?.brand ?? methodId;
}
