import { genericMethodNameKey, isGenericMethodId } from '@playfront/contracts';
import type { Translate } from '../i18n/messages.ts';

/**
 * The name a player reads for a method: a generic method ("Credit or debit card") in the player's
 * language, a brand (Visa, PIX) as the catalogue spells it.
 */
export function methodName(methodId: string, brand: string, t: Translate): string {
  return isGenericMethodId(methodId) ? t(genericMethodNameKey(methodId)) : brand;
}
