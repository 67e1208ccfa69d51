import type { Meta, StoryObj } from '@storybook/react-vite';
import { CashierError } from '@playfront/cashier';
import { ErrorView, OutcomeView, type OutcomeViewProps } from '@playfront/cashier/react';
import { ERROR_CODE_DETAILS } from '@playfront/contracts';
import { ScreenFrame } from './screen-frame.tsx';
import { lookOf } from './story-look.ts';

type Outcome = OutcomeViewProps['outcome'];
type Failure = Parameters<typeof ErrorView>[0]['failure'];

interface OutcomeArgs {
  /** A submit answer the widget shows (`ok: true`), or a failed attempt (`ok: false` or no answer). */
  answer: { kind: 'outcome'; outcome: Outcome } | { kind: 'failure'; failure: Failure };
  action?: 'deposit' | 'cashout';
}

/** The provider's 3-D Secure page, a stand-in served by the workshop (the provider lies outside). */
function providerPage(): string {
  return new URL('provider-3ds.html', globalThis.location.href).href;
}

/**
 * What the player sees after pressing pay, per submit answer: the views the payment panel shows,
 * in the tone of each outcome (decision 039), with the next steps and the reference to quote.
 */
const meta: Meta<OutcomeArgs> = {
  title: 'Cashier/Outcomes',
  render: ({ answer, action = 'deposit' }, { loaded }) => (
    <ScreenFrame look={lookOf(loaded)} action={action}>
      {answer.kind === 'outcome' ? (
        <OutcomeView
          outcome={
            answer.outcome.status === 'iframe_opened'
              ? { ...answer.outcome, url: providerPage() }
              : answer.outcome
          }
          action={action}
          amount={5_000}
          currency="EUR"
          on={{ new_payment: () => undefined, retry: () => undefined, other_method: () => undefined }}
        />
      ) : (
        <ErrorView
          failure={answer.failure}
          action={action}
          on={{ retry: () => undefined, other_method: () => undefined, check_again: () => undefined }}
        />
      )}
    </ScreenFrame>
  ),
};
export default meta;

type Story = StoryObj<OutcomeArgs>;

/** `notify`: the provider approved the deposit at once. */
export const Success: Story = {
  args: {
    answer: {
      kind: 'outcome',
      outcome: { status: 'notify', transactionId: 'tx-7f3a9c21', message: 'Deposit received' },
    },
  },
};

/** A cashout request taken: money is on its way, not received. */
export const CashoutRequested: Story = {
  args: {
    action: 'cashout',
    answer: {
      kind: 'outcome',
      outcome: { status: 'notify', transactionId: 'tx-6e2b8d10', message: 'Withdrawal requested' },
    },
  },
};

/** `user_redirected`: the provider's window is open; the payment is pending until it answers. */
export const Pending: Story = {
  args: {
    answer: {
      kind: 'outcome',
      outcome: {
        status: 'user_redirected',
        transactionId: 'tx-3b9a5e87',
        url: 'https://pay.provider.invalid/checkout',
        method: 'GET',
        params: {},
      },
    },
  },
};

/** `iframe_opened`: the bank's 3-D Secure page inside the widget. */
export const ThreeDSecureFrame: Story = {
  args: {
    answer: {
      kind: 'outcome',
      outcome: { status: 'iframe_opened', transactionId: 'tx-2a8f4d76', url: 'https://workshop.invalid/' },
    },
  },
};

/** `unknown`: the provider has not said yet; we are checking, never a false failure. */
export const Checking: Story = {
  args: { answer: { kind: 'outcome', outcome: { status: 'unknown', transactionId: 'tx-1f7e3c65' } } },
};

/** A card the bank declined (`request_error`, `CARD_DECLINED`): another card or method. */
export const Declined: Story = {
  args: {
    answer: {
      kind: 'failure',
      failure: {
        source: 'payment',
        transactionId: 'tx-5d1c7e09',
        error: {
          kind: 'request_error',
          code: 'CARD_DECLINED',
          message: ERROR_CODE_DETAILS.CARD_DECLINED.message,
          retryable: false,
          reference: 'tx-5d1c7e09',
        },
      },
    },
  },
};

/** The provider failed (`unknown_error`): what is known, and the reference for support. */
export const ProviderError: Story = {
  args: {
    answer: {
      kind: 'failure',
      failure: {
        source: 'payment',
        error: {
          kind: 'unknown_error',
          code: 'PAYMENT_PROCESSING_ERROR',
          message: ERROR_CODE_DETAILS.PAYMENT_PROCESSING_ERROR.message,
          reference: 'ref-9c8b7a65',
        },
      },
    },
  },
};

/** No answer at all (the connection dropped): check again under the same idempotency key. */
export const NoAnswer: Story = {
  args: {
    answer: {
      kind: 'failure',
      failure: { source: 'transport', error: new CashierError('network', 'Failed to fetch') },
    },
  },
};

/** `verification_required`: identity checks first, linked to the host's page. */
export const VerificationRequired: Story = {
  args: {
    action: 'cashout',
    answer: {
      kind: 'failure',
      failure: {
        source: 'payment',
        error: {
          kind: 'verification_required',
          code: 'KYC_REQUIRED_ERROR',
          message: ERROR_CODE_DETAILS.KYC_REQUIRED_ERROR.message,
          reference: 'ref-4d3c2b1a',
        },
      },
    },
  },
};

/** `install_metamask`: the method pays from a wallet extension the browser lacks. */
export const InstallMetaMask: Story = {
  args: {
    answer: {
      kind: 'outcome',
      outcome: { status: 'install_metamask', installUrl: 'https://metamask.io/download/' },
    },
  },
};

/** `pop_up`: the browser blocked the provider's window; the player opens it by a link. */
export const PopupBlocked: Story = {
  args: {
    answer: {
      kind: 'failure',
      failure: {
        source: 'payment',
        transactionId: 'tx-0e6d2b54',
        error: {
          kind: 'pop_up',
          code: 'POPUP_BLOCKED',
          message: ERROR_CODE_DETAILS.POPUP_BLOCKED.message,
          reference: 'tx-0e6d2b54',
          url: 'https://pay.provider.invalid/checkout',
        },
      },
    },
  },
};
