// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FieldDefinition } from '@playfront/contracts';
import { createCashierClient } from '../../core/api/cashier-client.ts';
import { CashierProvider } from '../cashier-provider.tsx';
import { PaymentForm, type PaymentFormProps } from './payment-form.tsx';
import { loadFieldComponents } from './field-registry.ts';

// The amount and e-mail fields come with the mask library, on demand; the method list fetches
// it ahead of any form, as this does.
beforeAll(() => loadFieldComponents([{ type: 'amount' }]));

afterEach(cleanup);

const client = createCashierClient({ fetch: () => Promise.reject(new Error('offline')) });

function renderForm(fields: readonly FieldDefinition[], props: Partial<PaymentFormProps> = {}) {
  const onSubmit = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <CashierProvider client={client}>
      <PaymentForm fields={fields} onSubmit={onSubmit} {...props} />
    </CashierProvider>,
  );
  return { ...view, user, onSubmit };
}

function described(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id !== '');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function expectProblem(element: HTMLElement, message: string) {
  expect(element.getAttribute('aria-invalid')).toBe('true');
  expect(described(element)).toContain(message);
  expect(element.closest('[data-field-type]')?.hasAttribute('data-invalid')).toBe(true);
}

// Keys the widget has no text for, so each label reads as its key.
const label = (name: string) => `test.fields.${name}`;
function textField(type: FieldDefinition['type'], extra: object = {}): FieldDefinition {
  return { type, name: type, required: true, labelKey: label(type), ...extra } as FieldDefinition;
}

async function typeAndBlur(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.type(element, text);
  await user.tab();
}

describe('text-like fields', () => {
  const cases: [FieldDefinition, string, string][] = [
    [textField('email'), 'not-an-email', 'Enter a valid e-mail address.'],
    [textField('text', { minLength: 3 }), 'ab', 'Enter at least 3 characters.'],
    [textField('textarea', { pattern: '^[a-z ]+$' }), 'ABC', 'This value has the wrong format.'],
    [textField('password', { minLength: 8 }), 'short', 'Enter at least 8 characters.'],
    [textField('card_holder', { minLength: 2 }), 'A', 'Enter the name as it is printed on the card.'],
    [textField('tel'), '12345', 'Enter a phone number with its country code'],
    [textField('crypto_address'), 'xyz', 'This address is not valid.'],
    [textField('cashout_crypto_address'), 'xyz', 'This address is not valid.'],
    [textField('credit_card_number'), '4111111111111112', 'This card number is not valid.'],
    [textField('card_expiry_date'), '0120', 'This card has expired.'],
    [textField('cvv'), '12', 'The security code has 3 digits.'],
    [textField('date'), '20990101', 'The date cannot be in the future.'],
    [textField('code', { length: 6, charset: 'digits' }), '12ab3', 'The code has 6 characters.'],
  ];
  it.each(cases)(
    '%o is labelled, takes typing and shows its problem on blur',
    async (field, typed, message) => {
      const { user } = renderForm([field]);
      // Crypto fields load on demand: wait for the control.
      const control = await screen.findByLabelText(label(field.type));
      expect(control.getAttribute('aria-required')).toBe('true');
      await user.type(control, typed);
      expect((control as HTMLInputElement).value).not.toBe('');
      expect(control.getAttribute('aria-invalid')).toBeNull();
      await user.tab();
      expectProblem(control, message);
      expect(control.closest('[data-field-type]')?.hasAttribute('data-touched')).toBe(true);
    },
  );

  it('valid text clears the problem as it is corrected', async () => {
    const { user } = renderForm([textField('email')]);
    const control = screen.getByLabelText(label('email'));
    await typeAndBlur(user, control, 'a@');
    expectProblem(control, 'Enter a valid e-mail address.');
    await user.type(control, 'example.com');
    expect(control.getAttribute('aria-invalid')).toBeNull();
  });

  it('credit_card_number detects the brand as you type and spaces by its gaps', async () => {
    const { user } = renderForm([textField('credit_card_number')]);
    const control = screen.getByLabelText<HTMLInputElement>(label('credit_card_number'));
    expect(control.getAttribute('autocomplete')).toBe('cc-number');
    expect(control.getAttribute('inputmode')).toBe('numeric');
    await user.type(control, '4');
    expect(screen.getByTestId('card-brand').textContent).toBe('Card type: Visa');
    await user.type(control, '111111111111111');
    expect(control.value).toBe('4111 1111 1111 1111');
    await user.clear(control);
    await user.type(control, '378282246310005');
    expect(screen.getByTestId('card-brand').textContent).toBe('Card type: American Express');
    expect(control.value).toBe('3782 822463 10005');
  });

  it('cvv takes 4 digits for an American Express card and is typed hidden', async () => {
    const { user } = renderForm([textField('credit_card_number'), textField('cvv')]);
    await user.type(screen.getByLabelText(label('credit_card_number')), '378282246310005');
    const cvv = screen.getByLabelText<HTMLInputElement>(label('cvv'));
    expect(cvv.type).toBe('password');
    expect(cvv.getAttribute('autocomplete')).toBe('cc-csc');
    await typeAndBlur(user, cvv, '123');
    expectProblem(cvv, 'The security code has 4 digits.');
  });

  it('card_expiry_date is masked MM/YY', async () => {
    const { user } = renderForm([textField('card_expiry_date')]);
    const control = screen.getByLabelText<HTMLInputElement>(label('card_expiry_date'));
    await user.type(control, '1230');
    expect(control.value).toBe('12/30');
    expect(control.getAttribute('autocomplete')).toBe('cc-exp');
  });

  it('date is masked YYYY-MM-DD', async () => {
    const { user } = renderForm([textField('date')]);
    const control = screen.getByLabelText<HTMLInputElement>(label('date'));
    await user.type(control, '19900215');
    expect(control.value).toBe('1990-02-15');
  });

  it('code keeps only its charset and is a one-time code', async () => {
    const { user } = renderForm([textField('code', { length: 6, charset: 'digits' })]);
    const control = screen.getByLabelText<HTMLInputElement>(label('code'));
    await user.type(control, '12ab34');
    expect(control.value).toBe('1234');
    expect(control.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('display_* bank fields are read-only and masked', () => {
    renderForm([{ type: 'text', name: 'display_iban', required: false, labelKey: label('display_iban') }], {
      initialValues: { display_iban: 'DE89 3704 0044 0532 0130 00' },
    });
    const control = screen.getByLabelText<HTMLInputElement>(label('display_iban'));
    expect(control.readOnly).toBe(true);
    expect(control.value).toBe('••••••••••••••••••3000');
  });
});

describe('amount', () => {
  const amount: FieldDefinition = {
    type: 'amount',
    name: 'amount',
    required: true,
    labelKey: label('amount'),
  };

  it('keeps 1,234.50 as typed in English and shows the limits', async () => {
    const { user } = renderForm([amount], { currency: 'EUR', limits: { min: 1000, max: 500000 } });
    const control = screen.getByLabelText<HTMLInputElement>(label('amount'));
    await user.type(control, '1,234.50');
    await user.tab();
    expect(control.value).toBe('1,234.50');
    expect(described(control)).toContain('Min €10.00 · Max €5,000.00');
    expect(control.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses more decimals than the currency has and amounts below the minimum, changing nothing typed', async () => {
    const { user } = renderForm([amount], { currency: 'EUR', limits: { min: 1000 } });
    const control = screen.getByLabelText<HTMLInputElement>(label('amount'));
    await user.type(control, '5.123');
    await user.tab();
    expect(control.value).toBe('5.123');
    expectProblem(control, 'This amount has too many decimal places.');
    await user.clear(control);
    await user.type(control, '5');
    await user.tab();
    expectProblem(control, 'The minimum amount is €10.00.');
  });

  it.each(['1e3', '-20', '12.50.1', '20 EUR'])(
    'refuses %j with a message instead of stripping what does not belong',
    async (typed) => {
      const { user, onSubmit } = renderForm([amount], { currency: 'EUR' });
      const control = screen.getByLabelText<HTMLInputElement>(label('amount'));
      await user.type(control, typed);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(control.value).toBe(typed);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('fills a quick amount and submits it', async () => {
    const { user, onSubmit } = renderForm([amount], { currency: 'EUR', quickAmounts: [2000, 5000] });
    await user.click(screen.getByRole('button', { name: '€50.00' }));
    expect(screen.getByLabelText<HTMLInputElement>(label('amount')).value).toBe('50.00');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: '50.00' });
  });
});

describe('choice fields', () => {
  it('select takes a choice and requires one on submit', async () => {
    const field: FieldDefinition = {
      type: 'select',
      name: 'bank',
      required: true,
      labelKey: label('bank'),
      options: [
        { value: 'a', labelKey: 'banks.a' },
        { value: 'b', labelKey: 'banks.b' },
      ],
    };
    const { user, onSubmit } = renderForm([field]);
    const control = screen.getByLabelText<HTMLSelectElement>(label('bank'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expectProblem(control, 'This field is required.');
    await user.selectOptions(control, 'b');
    expect(control.value).toBe('b');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ bank: 'b' });
  });

  it('cascade_select offers the second list from the first choice', async () => {
    const field: FieldDefinition = {
      type: 'cascade_select',
      name: 'bank',
      required: true,
      labelKey: label('region'),
      options: [
        { value: 'TH', labelKey: 'regions.th', options: [{ value: 'kbank', labelKey: 'banks.kbank' }] },
        { value: 'VN', labelKey: 'regions.vn', options: [{ value: 'vcb', labelKey: 'banks.vcb' }] },
      ],
    };
    const { user, onSubmit } = renderForm([field]);
    const option = screen.getByLabelText<HTMLSelectElement>('Choose an option');
    expect(option.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expectProblem(screen.getByLabelText(label('region')), 'This field is required.');
    await user.selectOptions(screen.getByLabelText(label('region')), 'VN');
    expect(screen.queryByRole('option', { name: 'banks.kbank' })).toBeNull();
    await user.selectOptions(option, 'vcb');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ bank: 'VN:vcb' });
  });

  it('crypto_currencies_account_select lists the accounts', async () => {
    const field: FieldDefinition = {
      type: 'crypto_currencies_account_select',
      name: 'account',
      required: true,
      labelKey: label('account'),
      currencies: ['BTC', 'ETH'],
    };
    const { user, onSubmit } = renderForm([field]);
    const control = await screen.findByLabelText(label('account'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expectProblem(control, 'This field is required.');
    await user.selectOptions(control, 'ETH');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ account: 'ETH' });
  });

  it('checkbox ticks and must be ticked when required', async () => {
    const { user, onSubmit } = renderForm([textField('checkbox')]);
    const control = screen.getByLabelText<HTMLInputElement>(label('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expectProblem(control, 'Tick this box to continue.');
    await user.click(control);
    expect(control.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ checkbox: true });
  });

  it('multi_protocol_crypto_address asks for the network, then checks the address in its format', async () => {
    const field: FieldDefinition = {
      type: 'multi_protocol_crypto_address',
      name: 'wallet',
      required: true,
      labelKey: label('wallet'),
      networks: [
        { id: 'erc20', labelKey: 'networks.erc20', addressPattern: '^0x[0-9a-fA-F]{40}$' },
        { id: 'trc20', labelKey: 'networks.trc20', addressPattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$' },
      ],
    };
    const { user, onSubmit } = renderForm([field]);
    expect(await screen.findByRole('group', { name: label('wallet') })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Network'), 'erc20');
    const address = screen.getByLabelText('Address');
    await typeAndBlur(user, address, 'TXYZ1234567890123456789012345678901');
    expectProblem(address, 'This address is not valid.');
    await user.clear(address);
    await user.type(address, `0x${'a'.repeat(40)}`);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ wallet: `0x${'a'.repeat(40)}`, wallet_network: 'erc20' });
  });
});

describe('other fields', () => {
  it('hidden is sent with the form and never shown', async () => {
    const { user, onSubmit, container } = renderForm([
      { type: 'hidden', name: 'token', required: true, value: 'abc' },
    ]);
    expect(container.querySelector<HTMLInputElement>('input[type="hidden"]')?.value).toBe('abc');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ token: 'abc' });
  });

  it('banner renders markup as text', () => {
    const markup = '<b>Bold</b><img src=x onerror="alert(1)">';
    render(
      <CashierProvider client={client} t={(key) => (key === 'banners.promo' ? markup : key)}>
        <PaymentForm
          fields={[
            { type: 'banner', name: 'promo', required: false, labelKey: 'banners.promo', tone: 'info' },
          ]}
          onSubmit={() => undefined}
        />
      </CashierProvider>,
    );
    const banner = screen.getByRole('note');
    expect(banner.textContent).toBe(markup);
    expect(banner.querySelector('b, img')).toBeNull();
  });

  it('button calls the action with its field', async () => {
    const onAction = vi.fn();
    const field: FieldDefinition = {
      type: 'button',
      name: 'login',
      required: false,
      labelKey: label('login'),
      intent: 'oauth_login',
    };
    const { user, onSubmit } = renderForm([field], { onAction });
    await user.click(screen.getByRole('button', { name: label('login') }));
    expect(onAction).toHaveBeenCalledWith(field);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  describe('attachment', () => {
    const field: FieldDefinition = {
      type: 'attachment',
      name: 'statement',
      required: true,
      labelKey: label('statement'),
      accept: ['application/pdf', 'image/png'],
      maxSizeBytes: 1000,
    };

    it('keeps a file of an accepted type and size', async () => {
      const { user, onSubmit } = renderForm([field]);
      const file = new File(['x'.repeat(10)], 'statement.pdf', { type: 'application/pdf' });
      await user.upload(screen.getByLabelText(label('statement')), file);
      expect(screen.getByText('Chosen file: statement.pdf')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(onSubmit).toHaveBeenCalledWith({ statement: file });
    });

    it('refuses a file that is too large', async () => {
      const { user, onSubmit } = renderForm([field]);
      const control = screen.getByLabelText(label('statement'));
      await user.upload(control, new File(['x'.repeat(2000)], 'big.pdf', { type: 'application/pdf' }));
      expectProblem(control, 'This file is too large (at most 1 kB).');
      expect(screen.queryByText(/Chosen file/)).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('refuses a file of the wrong type', async () => {
      const { user } = renderForm([field]);
      const control = screen.getByLabelText(label('statement'));
      await user.upload(control, new File(['MZ'], 'run.exe', { type: 'application/x-msdownload' }));
      expectProblem(control, 'This type of file is not accepted.');
    });
  });
});
