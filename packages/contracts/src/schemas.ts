// The TypeBox schemas of the wire types, for the server (and tests) only: the root entry is the
// dependency-free vocabulary browsers load (decision 037).
export * from './analytics/collector-response.schema.ts';
export * from './analytics/event.schema.ts';
export * from './console/affiliate-report.schema.ts';
export * from './console/affiliates.schema.ts';
export * from './console/audit.schema.ts';
export * from './console/funnel.schema.ts';
export * from './console/postbacks.schema.ts';
export * from './console/staff.schema.ts';
export * from './payments/actions.schema.ts';
export * from './payments/availability.schema.ts';
export * from './payments/close-status.schema.ts';
export * from './payments/commission.schema.ts';
export * from './payments/crypto-networks.schema.ts';
export * from './payments/currencies.schema.ts';
export * from './payments/error-codes.schema.ts';
export * from './payments/error-kinds.schema.ts';
export * from './payments/field-definition.schema.ts';
export * from './payments/gender.schema.ts';
export * from './payments/method-types.schema.ts';
export * from './payments/method.schema.ts';
export * from './payments/money.schema.ts';
export * from './payments/on-ramp.schema.ts';
export * from './payments/operations/balances.schema.ts';
export * from './payments/operations/cancel-cashout.schema.ts';
export * from './payments/operations/config.schema.ts';
export * from './payments/operations/get-conversion-methods.schema.ts';
export * from './payments/operations/get-method-fields.schema.ts';
export * from './payments/operations/get-methods.schema.ts';
export * from './payments/operations/saved-profiles.schema.ts';
export * from './payments/operations/submit.schema.ts';
// crypto from fiat (decision 040)
export * from './payments/operations/crypto-quote.schema.ts';
export * from './payments/operations/transactions.schema.ts';
export * from './payments/processing-time.schema.ts';
export * from './payments/submit-outcome.schema.ts';
export * from './payments/widget-events.schema.ts';
export * from './players/player.schema.ts';
// identity checks (KYC)
export * from './players/kyc.schema.ts';
// payments back office
export * from './console/payments-backoffice.schema.ts';
export * from './support/contact.schema.ts';
// traffic dashboard
export * from './console/traffic.schema.ts';
// affiliate log-ins (decision 048)
export * from './console/affiliate-users.schema.ts';
// staff management and second-factor enrolment (staff-admin)
export * from './console/staff-admin.schema.ts';
// OpenAPI: answers without a body of their own (decision 051)
export * from './api/responses.schema.ts';
// account recovery (decision 053)
export * from './account-recovery/account-recovery.schema.ts';
// deposit limits and player protection (decision 055)
export * from './limits/deposit-limits.schema.ts';
export * from './payments/operations/deposit-allowance.schema.ts';
// cool-off, self-exclusion and reality check (decision 060)
export * from './protection/exclusions.schema.ts';
export * from './protection/reality-check.schema.ts';
export { PlayerProtectionSchema } from './protection/console-protection.schema.ts';
// privacy: data export and erasure (decision 061)
export * from './privacy/privacy.schema.ts';
// privacy: staff-initiated erasure (decision 066)
export * from './privacy/staff-erasure.schema.ts';
