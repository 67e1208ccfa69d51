import {
  Form,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { webContext } from '../context.ts';
import type { MessageKey } from '../i18n/messages/en.ts';
import { useT } from '../i18n/use-t.ts';
import { errorCode, field } from '../session/form-values.ts';
import { FormError } from '../components/form-error.tsx';
import { pageTitle } from '../session/page-title.ts';

export const meta = pageTitle('account.title');

export function loader({ context }: LoaderFunctionArgs) {
  const player = context.get(webContext).player;
  if (player === null) throw redirect('/login');
  return { player };
}

/** Fields the form edits; a blank one is sent as null, which clears it (savePlayerFields). */
const NULLABLE = [
  'firstName',
  'lastName',
  'gender',
  'birthDate',
  'address',
  'city',
  'postalCode',
  'phone',
] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const body: Record<string, string | null> = {};
  for (const name of NULLABLE) body[name] = field(form, name) ?? null;
  const country = field(form, 'country');
  if (country !== undefined) body.country = country.toUpperCase();
  const answer = await context.get(webContext).api('PATCH', '/api/v1/player', body);
  if (answer.status === 200) return { ok: true as const };
  const error: MessageKey =
    errorCode(answer.body) === 'EMAIL_TAKEN'
      ? 'error.emailTaken'
      : answer.status === 400
        ? 'error.invalid'
        : 'error.generic';
  return { ok: false as const, error };
}

export default function Account() {
  const t = useT();
  const { player } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const text = (name: 'firstName' | 'lastName' | 'address' | 'city' | 'postalCode' | 'phone' | 'birthDate') =>
    player[name] ?? '';

  return (
    <section className="card account-card" aria-labelledby="account-title">
      <h1 id="account-title">{t('account.title')}</h1>
      <p className="account-card__email">{player.email}</p>
      <FormError message={result !== undefined && !result.ok ? t(result.error) : undefined} />
      <p role="status" className="form-success">
        {result?.ok === true ? t('account.saved') : ''}
      </p>
      <Form method="post" className="form form--grid">
        <div className="form__row">
          <label htmlFor="firstName">{t('form.firstName')}</label>
          <input id="firstName" name="firstName" autoComplete="given-name" defaultValue={text('firstName')} />
        </div>
        <div className="form__row">
          <label htmlFor="lastName">{t('form.lastName')}</label>
          <input id="lastName" name="lastName" autoComplete="family-name" defaultValue={text('lastName')} />
        </div>
        <div className="form__row">
          <label htmlFor="gender">{t('form.gender')}</label>
          <select id="gender" name="gender" defaultValue={player.gender ?? ''}>
            <option value="">{t('form.genderNone')}</option>
            <option value="m">{t('form.genderM')}</option>
            <option value="f">{t('form.genderF')}</option>
          </select>
        </div>
        <div className="form__row">
          <label htmlFor="birthDate">{t('form.birthDate')}</label>
          <input
            id="birthDate"
            name="birthDate"
            type="date"
            autoComplete="bday"
            defaultValue={text('birthDate')}
          />
        </div>
        <div className="form__row">
          <label htmlFor="phone">{t('form.phone')}</label>
          <input id="phone" name="phone" type="tel" autoComplete="tel" defaultValue={text('phone')} />
        </div>
        <div className="form__row">
          <label htmlFor="address">{t('form.address')}</label>
          <input id="address" name="address" autoComplete="street-address" defaultValue={text('address')} />
        </div>
        <div className="form__row">
          <label htmlFor="city">{t('form.city')}</label>
          <input id="city" name="city" autoComplete="address-level2" defaultValue={text('city')} />
        </div>
        <div className="form__row">
          <label htmlFor="postalCode">{t('form.postalCode')}</label>
          <input
            id="postalCode"
            name="postalCode"
            autoComplete="postal-code"
            defaultValue={text('postalCode')}
          />
        </div>
        <div className="form__row">
          <label htmlFor="country">{t('form.country')}</label>
          <input
            id="country"
            name="country"
            autoComplete="country"
            minLength={2}
            maxLength={2}
            defaultValue={player.country}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('account.save')}
        </button>
      </Form>
    </section>
  );
}
