import { ibanProblem } from '../iban.ts';
import { message, type ValidationMessage } from '../messages.ts';

/** An IBAN: `validation.iban.format`, `.country`, `.length` or `.checksum` (mod 97). */
export function validateIban(value: string): ValidationMessage | null {
  const problem = ibanProblem(value);
  return problem === null ? null : message(`validation.iban.${problem}`);
}
