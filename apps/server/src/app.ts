import Fastify, { type FastifyInstance } from 'fastify';
import type { Config, TrustProxy } from './config.ts';
import { migrateToLatest, openDatabase } from './db/kysely.ts';
import { installErrorHandler } from './errors.ts';
import { loggerOptions } from './logger-options.ts';
import { installValidators } from './validation.ts';
import { createCatalogue } from './payments/catalogue/index.ts';
import database from './plugins/app/database.ts';
import liveUpdates from './plugins/app/live-updates.ts';
import originCheck from './plugins/app/origin-check.ts';
import { newRequestId } from './plugins/app/request-id.ts';
import players from './plugins/app/players.ts';
import staff from './plugins/app/staff.ts';
import restrictedCountries from './plugins/app/restricted-countries.ts';
import compression from './plugins/external/compression.ts';
import security from './plugins/external/security.ts';
import openapi from './plugins/external/openapi.ts';
import declaredAnswers from './plugins/external/declared-answers.ts';
import auth from './routes/auth/index.ts';
import accountSecurity from './routes/auth/account-security.ts';
import paymentsSubmit from './routes/payments/submit-routes.ts';
import paymentsReadRoutes from './routes/payments/read-routes.ts';
import paymentsWs from './routes/payments/ws.ts';
import health from './routes/health/index.ts';
import demo from './routes/demo/index.ts';
import web from './routes/web/index.ts';
import events from './routes/events/index.ts';
import staffSession from './routes/console/staff-session.ts';
import affiliateReport from './routes/console/affiliate-report.ts';
import clickHouseReporting from './console/clickhouse/clickhouse-reporting.ts';
import backoffice from './routes/console/backoffice.ts';
import consoleAffiliates from './routes/console/affiliates.ts';
import consoleAudit from './routes/console/audit.ts';
import funnelReport from './routes/console/funnel.ts';
import consolePostbacks from './routes/console/postbacks.ts';
import kycRoutes from './routes/kyc/kyc-routes.ts';
import paymentsBackoffice from './routes/console/payments-backoffice.ts';
import trafficReport from './routes/console/traffic-report.ts';
import affiliateSession from './routes/console/affiliate-session.ts';
import affiliateUserRoutes from './routes/console/affiliate-users.ts';
import affiliateUsers from './plugins/app/affiliate-users.ts';
import support from './routes/support/index.ts';
import staffAdmin from './routes/console/staff-admin.ts';
import totpEnrolment from './routes/console/totp-enrolment.ts';
import playerLookup from './routes/console/player-lookup.ts';
import accountRecoveryMail from './account-recovery/recovery-plugin.ts';
import passwordReset from './routes/account-recovery/password-reset-routes.ts';
import emailVerification from './routes/account-recovery/email-verification-routes.ts';
import devOutbox from './routes/account-recovery/dev-outbox-routes.ts';
import sharedStore from './plugins/app/shared-store.ts';
import embedDemo from './routes/embed-demo/index.ts';
import depositLimitsRoutes from './routes/protection/deposit-limits-routes.ts';
import exclusionRoutes from './routes/protection/exclusion-routes.ts';
import realityCheckRoutes from './routes/protection/reality-check-routes.ts';
import consoleProtectionRoutes from './routes/protection/console-protection-routes.ts';
import rollupUpdates from './console/rollup-thread/rollup-updates-plugin.ts';
import privacyRoutes from './routes/privacy/privacy-routes.ts';
import exclusionRegister from './protection/register/exclusion-register-plugin.ts';
import retentionJob from './privacy/retention/retention-job-plugin.ts';
import staffErasureRoutes from './routes/privacy/staff-erasure-routes.ts';

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function: Fastify ignores a bare number
 * (it cannot tell the proxy from a client that reached the server directly), so with a count the
 * deployment must let clients reach the server only through its proxies
 * (docs/deployment/reverse-proxy.md, docs/decisions/022-trust-proxy-hops-or-addresses.md). Never `true`: config.ts refuses it.
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}

/**
 * Builds the whole server as one Fastify instance: external plugins, then app plugins,
 * then routes. Opens and migrates the database first so `/healthz` means ready.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }

  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
    genReqId: newRequestId,
  });

  installValidators(app);
  installErrorHandler(app);
  await app.register(sharedStore, { redisUrl: config.redisUrl });
  await app.register(security, { config });
  await app.register(compression);
  await app.register(openapi, { config });
  await app.register(declaredAnswers, { checkAnswers: config.env === 'test' });
  await app.register(database, { handle });
  // Before every route: it attaches itself to each state-changing /api route as it is added.
  await app.register(originCheck, { paths: ['/api'], allowedOrigins: config.allowedOrigins });
  await app.register(players, { config });
  await app.register(affiliateUsers, { config });
  await app.register(staff, { config });
  await app.register(restrictedCountries, { config });
  await app.register(exclusionRegister, { config }); // protection: the operator's exclusion register (decision 066)
  await app.register(liveUpdates, { databaseUrl: config.databaseUrl });
  await app.register(health);
  await app.register(events, { config });
  await app.register(auth, { config });
  await app.register(support, { config });
  await app.register(accountSecurity, { config });
  await app.register(staffSession, { config });
  await app.register(clickHouseReporting, { config }); // issue 13: the reports' one ClickHouse client and visits updater (decision 075)
  await app.register(affiliateReport, { config });
  await app.register(consoleAffiliates);
  await app.register(consoleAudit);
  await app.register(funnelReport, { config });
  await app.register(consolePostbacks, { config });
  await app.register(paymentsBackoffice, { config });
  await app.register(trafficReport, { config });
  await app.register(affiliateSession, { config });
  await app.register(affiliateUserRoutes);
  await app.register(staffAdmin);
  await app.register(totpEnrolment, { config });
  await app.register(playerLookup);
  // One catalogue for the read and write sides, its on-ramp in the configured mode.
  const catalogue = createCatalogue(config.onRampMode);
  await app.register(paymentsSubmit, { config, catalogue });
  await app.register(paymentsReadRoutes, { catalogue, paymentOrigins: config.paymentOrigins });
  await app.register(paymentsWs, { allowedOrigins: config.allowedOrigins });
  await app.register(kycRoutes, { config });
  await app.register(demo, { config });
  await app.register(backoffice, { config });
  // account recovery (decision 053)
  await app.register(accountRecoveryMail, { config });
  await app.register(passwordReset, { config });
  await app.register(emailVerification, { config });
  await app.register(devOutbox, { config });
  await app.register(embedDemo, { config });
  await app.register(depositLimitsRoutes); // player protection (decision 055)
  await app.register(exclusionRoutes, { config }); // cool-off and self-exclusion (decision 060)
  await app.register(realityCheckRoutes); // reality check (decision 060)
  await app.register(consoleProtectionRoutes); // the console's read-only view of it (decision 060)
  await app.register(rollupUpdates); // report rollups (decision 059)
  await app.register(privacyRoutes, { config }); // privacy: data export and erasure (decision 061)
  await app.register(retentionJob, { config }); // privacy: the retention job (decision 066)
  await app.register(staffErasureRoutes, { config }); // privacy: staff-initiated erasure (decision 066)
  // Last: the site answers every GET the routes above leave.
  await app.register(web, { config });
  return app;
}
