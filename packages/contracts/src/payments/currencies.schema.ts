import Type from 'typebox';
import { CURRENCY_CODES } from './currencies.ts';

export const CurrencyCodeSchema = /* @__PURE__ */ Type.Enum(CURRENCY_CODES);
