import type { FieldDefinition } from '@playfront/contracts';
import type { parseInternationalPhone } from './phone.ts';

/**
 * Validators too large for the cashier's first load (the phone-number metadata is about a third
 * of it) arrive on demand: a form calls `preloadValidators(fields)` as it opens, in parallel with
 * its other requests. Until a module arrives its rule uses a shape check, and the server checks
 * every submit in full anyway.
 */
interface PhoneModule {
  parseInternationalPhone: typeof parseInternationalPhone;
}

let phoneModule: PhoneModule | undefined;
let phoneLoading: Promise<PhoneModule> | undefined;

/** Loads the phone validator (once); resolves when rules use it. */
export function loadPhoneValidator(): Promise<PhoneModule> {
  phoneLoading ??= import('./phone.ts').then((module) => {
    phoneModule = module;
    return module;
  });
  return phoneLoading;
}

/** The phone validator when loaded, else undefined (and its loading starts). */
export function loadedPhoneValidator(): PhoneModule | undefined {
  if (phoneModule === undefined) void loadPhoneValidator().catch(() => undefined);
  return phoneModule;
}

/** Loads the validators `fields` need; never rejects (a failed load keeps the shape checks). */
export async function preloadValidators(fields: readonly Pick<FieldDefinition, 'type'>[]): Promise<void> {
  if (fields.some((field) => field.type === 'tel')) {
    await loadPhoneValidator().catch(() => undefined);
  }
}
