import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { Cashier, FastDeposit, type CashierProps } from '@playfront/cashier/react';
import { fakeCashierClient, type FakePayments } from './fake-payments.ts';
import { LIMITED_CONFIG } from './fixtures/config.ts';
import { lookOf } from './story-look.ts';

/** One client per story (the widget keeps its first: it owns the cache). */
function useFakeClient(fake: FakePayments, language: string) {
  return useMemo(() => fakeCashierClient(fake, language), [fake, language]);
}

const NO_LIMITS: FakePayments = {};
const WITH_LIMIT: FakePayments = { config: LIMITED_CONFIG };

type WidgetStory = StoryObj<Pick<CashierProps, 'action' | 'initialRoute'>>;

/**
 * The whole `<Cashier>` as a host embeds it, over the fake payments API: what the player meets
 * first on each route, in the toolbar's look and language.
 */
const meta: Meta<Pick<CashierProps, 'action' | 'initialRoute'>> = {
  title: 'Cashier/Widget',
  render: (args, { loaded }) => {
    const look = lookOf(loaded);
    // eslint-disable-next-line react-hooks/rules-of-hooks -- Storybook renders `render` as a component
    const client = useFakeClient(NO_LIMITS, look.language);
    return (
      <Cashier
        {...args}
        client={client}
        currency="EUR"
        language={look.language}
        appearance={look.appearance}
        messages={look.messages}
        kycUrl="/account/verification"
        onClose={() => undefined}
      />
    );
  },
};
export default meta;

/** Home: saved card first, the country's popular method, then every type, one greyed out with its reason. */
export const MethodList: WidgetStory = { args: { action: 'deposit' } };

/** The cashout methods and the balance they pay out of. */
export const Cashout: WidgetStory = { args: { action: 'cashout' } };

/** The history: every status, a pending cashout the player may cancel, a declined card's reason. */
export const History: WidgetStory = { args: { action: 'deposit', initialRoute: 'transaction-history' } };

/** The terms of every method for the action. */
export const Terms: WidgetStory = { args: { action: 'deposit', initialRoute: 'terms-and-conditions' } };

/** Fast deposit: the last deposit's method, saved card and amount, one tap away. */
export const FastDepositModal: StoryObj = {
  render: (_args, { loaded }) => {
    const look = lookOf(loaded);
    // eslint-disable-next-line react-hooks/rules-of-hooks -- Storybook renders `render` as a component
    const client = useFakeClient(WITH_LIMIT, look.language);
    return (
      <FastDeposit
        open
        client={client}
        currency="EUR"
        language={look.language}
        appearance={look.appearance}
        messages={look.messages}
        onClose={() => undefined}
      />
    );
  },
};
