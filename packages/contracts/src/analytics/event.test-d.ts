// Type tests: the schema's static type keeps the spec's enumerations as unions.
import type { AnalyticsEvent } from './event.ts';

export const mode: AnalyticsEvent['mode'] = 'ssr';
export const device: AnalyticsEvent['device'] = null;
// @ts-expect-error: not a mode of SPEC section 3
export const badMode: AnalyticsEvent['mode'] = 'amp';
// @ts-expect-error: not a device of SPEC section 3
export const badDevice: AnalyticsEvent['device'] = 'tablet';
