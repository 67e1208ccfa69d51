import { message, type ValidationMessage } from '../messages.ts';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The wallet's account, as MetaMask answers it once connected. */
export function validateMetamask(value: string): ValidationMessage | null {
  return EVM_ADDRESS.test(value.trim()) ? null : message('validation.metamask.connect');
}
