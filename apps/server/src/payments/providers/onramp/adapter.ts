import type { ProviderAdapter } from '../provider.ts';
import { redirectPageSandbox } from '../redirect-page/adapter.ts';

/** The crypto on-ramp widget (MoonPay): the player pays by card on the sandbox provider page. */
export function createOnrampSandbox(): ProviderAdapter {
  return redirectPageSandbox('onramp');
}
