import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The site's URLs. The language is not in the path: `?lang=xx` picks it (and sets `pf_lang`);
 * see docs/site/README.md.
 */
export default [
  index('routes/home.tsx'),
  route('register', 'routes/register.tsx'),
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('account', 'routes/account.tsx'),
  route('account/verification', 'routes/verification.tsx'),
  route('cashier/:section', 'routes/cashier.tsx'),
  route('support', 'routes/support.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('interlayer/:id', 'routes/interlayer.tsx'),
  // account recovery (decision 053)
  route('forgot-password', 'account-recovery/forgot-password.tsx'),
  route('reset-password', 'account-recovery/reset-password.tsx'),
  route('verify-email', 'account-recovery/verify-email.tsx'),
  route('account/email-verification', 'account-recovery/email-verification-status.ts'),
  // responsible gambling (decision 060)
  route('account/responsible-gambling', 'protection/responsible-gambling.tsx'),
  // privacy: account deletion (decision 061)
  route('account/delete', 'privacy/delete-account.tsx'),
  route('account/closed', 'privacy/account-closed.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
