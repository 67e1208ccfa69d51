// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIELD_TYPES, type FieldDefinition, type FieldType } from '@playfront/contracts';
import { createCashierClient } from '../../core/api/cashier-client.ts';
import { CashierProvider } from '../cashier-provider.tsx';
import { FIELD_REGISTRY, loadFieldComponents } from './field-registry.ts';
import { PaymentForm } from './payment-form.tsx';

// The amount and e-mail fields come with the mask library, on demand; the method list fetches
// it ahead of any form, as this does.
beforeAll(() => loadFieldComponents([{ type: 'amount' }]));

afterEach(cleanup);

const client = createCashierClient({ fetch: () => Promise.reject(new Error('offline')) });

const base = (type: FieldType, required = true) => ({
  name: type,
  required,
  labelKey: `payments.fields.${type}`,
});

/** One field of every type, with the parameters its type needs. */
const EVERY_TYPE: Record<FieldType, FieldDefinition> = {
  attachment: { ...base('attachment'), type: 'attachment', accept: ['application/pdf'], maxSizeBytes: 1000 },
  amount: { ...base('amount'), type: 'amount' },
  email: { ...base('email'), type: 'email' },
  credit_card_number: { ...base('credit_card_number'), type: 'credit_card_number' },
  text: { ...base('text'), type: 'text' },
  card_holder: { ...base('card_holder'), type: 'card_holder' },
  card_expiry_date: { ...base('card_expiry_date'), type: 'card_expiry_date' },
  tel: { ...base('tel'), type: 'tel' },
  cvv: { ...base('cvv'), type: 'cvv' },
  textarea: { ...base('textarea'), type: 'textarea' },
  password: { ...base('password'), type: 'password' },
  crypto_address: { ...base('crypto_address'), type: 'crypto_address' },
  multi_protocol_crypto_address: {
    ...base('multi_protocol_crypto_address'),
    type: 'multi_protocol_crypto_address',
    networks: [
      { id: 'erc20', labelKey: 'networks.erc20', addressPattern: '^0x[0-9a-fA-F]{40}$' },
      { id: 'trc20', labelKey: 'networks.trc20', addressPattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$' },
    ],
  },
  metamask: { ...base('metamask', false), type: 'metamask', chainId: '0x1' },
  deposit_crypto_address: { ...base('deposit_crypto_address', false), type: 'deposit_crypto_address' },
  cashout_crypto_address: { ...base('cashout_crypto_address'), type: 'cashout_crypto_address' },
  select: { ...base('select'), type: 'select', options: [{ value: 'a', labelKey: 'options.a' }] },
  cascade_select: {
    ...base('cascade_select'),
    type: 'cascade_select',
    options: [
      { value: 'TH', labelKey: 'regions.th', options: [{ value: 'kbank', labelKey: 'banks.kbank' }] },
    ],
  },
  banner: { ...base('banner', false), type: 'banner', tone: 'info' },
  crypto_currencies_account_select: {
    ...base('crypto_currencies_account_select'),
    type: 'crypto_currencies_account_select',
    currencies: ['BTC'],
  },
  button: { ...base('button', false), type: 'button', intent: 'open_url' },
  checkbox: { ...base('checkbox'), type: 'checkbox' },
  hidden: { name: 'hidden', required: true, type: 'hidden', value: 'v' },
  date: { ...base('date'), type: 'date' },
  code: { ...base('code'), type: 'code', length: 6, charset: 'digits' },
};

describe('field registry', () => {
  it('has a component for every spec field type', () => {
    expect(Object.keys(FIELD_REGISTRY).sort()).toEqual([...FIELD_TYPES].sort());
  });
});

describe('PaymentForm', () => {
  it('on a failed submit focuses the first invalid field and announces the error count', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <CashierProvider client={client}>
        <PaymentForm
          fields={[EVERY_TYPE.banner, EVERY_TYPE.email, EVERY_TYPE.text, EVERY_TYPE.checkbox]}
          initialValues={{ email: 'a@example.com' }}
          onSubmit={onSubmit}
        />
      </CashierProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const text = screen.getByLabelText('payments.fields.text');
    expect(document.activeElement).toBe(text);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    const announcement = screen.getByText('2 fields need your attention.');
    expect(announcement.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByLabelText('payments.fields.email').getAttribute('aria-invalid')).toBeNull();

    await user.type(text, 'hello');
    await user.click(screen.getByLabelText('payments.fields.checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a@example.com', text: 'hello', checkbox: true });
  });

  it('announces one error in the singular', async () => {
    const user = userEvent.setup();
    render(
      <CashierProvider client={client}>
        <PaymentForm fields={[EVERY_TYPE.email]} onSubmit={() => undefined} />
      </CashierProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('1 field needs your attention.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('payments.fields.email'));
  });

  it('leaves out fields limited to another action', () => {
    render(
      <CashierProvider client={client}>
        <PaymentForm
          action="deposit"
          fields={[EVERY_TYPE.email, { ...EVERY_TYPE.text, actions: ['cashout'] }]}
          onSubmit={() => undefined}
        />
      </CashierProvider>,
    );
    expect(screen.queryByLabelText('payments.fields.text')).toBeNull();
    expect(screen.getByLabelText('payments.fields.email')).toBeTruthy();
  });

  it('has no axe violations with one field of every type, before and after a failed submit', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <CashierProvider client={client}>
        <main>
          <h1>Deposit</h1>
          <PaymentForm
            fields={Object.values(EVERY_TYPE)}
            currency="EUR"
            limits={{ min: 1000, max: 100000 }}
            quickAmounts={[2000]}
            initialValues={{ deposit_crypto_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }}
            onSubmit={() => undefined}
          />
        </main>
      </CashierProvider>,
    );
    // The form shows whole once its crypto components have loaded.
    const submit = await screen.findByRole('button', { name: 'Continue' });
    const before = await axe.run(container);
    expect(before.passes.length).toBeGreaterThan(0);
    expect(before.violations).toEqual([]);
    await user.click(submit);
    const after = await axe.run(container);
    expect(after.violations).toEqual([]);
  });
});
