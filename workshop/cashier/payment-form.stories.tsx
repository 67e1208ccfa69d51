import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentPanel } from '@playfront/cashier/react';
import type { PaymentAction } from '@playfront/contracts';
import type { FakePayments } from './fake-payments.ts';
import { LIMITED_CONFIG } from './fixtures/config.ts';
import { CARD_METHOD, methodsFor } from './fixtures/methods.ts';
import { ScreenFrame } from './screen-frame.tsx';
import { lookOf } from './story-look.ts';

interface PanelArgs {
  action: PaymentAction;
  savedCard: boolean;
  fake: FakePayments;
}

const savedCard = methodsFor('deposit').savedProfiles[0];

/**
 * A method's payment panel as the player opens it from the list: the form the payments API
 * describes (amount with quick amounts from the method's limits, card fields), the fee summary,
 * and the notices the config brings (the deposit allowance left under the player's own limit).
 */
const meta: Meta<PanelArgs> = {
  title: 'Cashier/Payment form',
  render: ({ action, savedCard: withProfile, fake }, { loaded }) => (
    <ScreenFrame look={lookOf(loaded)} action={action} fake={fake}>
      <PaymentPanel
        choice={
          withProfile && savedCard !== undefined
            ? { method: CARD_METHOD, profile: savedCard }
            : { method: CARD_METHOD }
        }
        action={action}
        currency="EUR"
        onBack={() => undefined}
      />
    </ScreenFrame>
  ),
};
export default meta;

type Story = StoryObj<PanelArgs>;

/** A card deposit: quick amounts, the card fields, and what the monthly deposit limit still allows. */
export const AmountWithAllowance: Story = {
  args: { action: 'deposit', savedCard: false, fake: { config: LIMITED_CONFIG } },
};

/** Paying with the saved card: only the amount and the security code are asked. */
export const SavedCard: Story = { args: { action: 'deposit', savedCard: true, fake: {} } };

/** A cashout to the card, out of the balance. */
export const Cashout: Story = { args: { action: 'cashout', savedCard: false, fake: {} } };
