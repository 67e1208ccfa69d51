import { GENERIC_METHOD_NAMES, genericMethodNameKey, type GenericMethodId } from '@playfront/contracts';

/** English names of the generic methods (`methods.name.<id>`), from the catalogue's own names. */
export const METHOD_NAME_MESSAGES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(GENERIC_METHOD_NAMES).map(([id, name]) => [
    genericMethodNameKey(id as GenericMethodId),
    name,
  ]),
);
