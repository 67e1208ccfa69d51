import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { DEMO_PLAYER, seedDemoData } from './demo-data/seed-demo-data.ts';
import { seedDemoStaff } from './demo-data/seed-demo-staff.ts';
import { seedDemoTraffic } from './demo-data/seed-demo-traffic.ts';
import { hashPassword } from './players/password.ts';
import { describeStartupError, type StartupPhase } from './describe-startup-error.ts';

let phase: StartupPhase = 'config';
let config: Config | undefined;
let app: FastifyInstance | undefined;

/** Starts the server: listens on HOST:PORT and closes gracefully on signals. */
try {
  config = loadConfig();
  phase = 'build';
  const built = await buildApp(config);
  app = built;

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err !== undefined) built.log.error({ err }, 'server closing after an error');
    await built.close();
  });

  if (config.seedDemoData) {
    // Before listening, so the README's demo log-in works from the first request.
    const seeded = await seedDemoData(built.database.db, Date.now(), config.demoPlayerPassword);
    built.log.info(
      { email: DEMO_PLAYER.email, created: seeded.createdPlayer },
      'demo player ready (SEED_DEMO_DATA=false turns this off)',
    );
    // Demo staff never in production, whatever SEED_DEMO_DATA says: their credentials are public.
    if (config.env !== 'production') {
      const staff = await seedDemoStaff(built.database.db, config.env);
      built.log.info({ created: staff.created }, 'demo staff ready (README: operator console)');
    }
    if (config.seedDemoTraffic && config.eventsClickhouse === undefined) {
      const password = config.demoPlayerPassword ?? DEMO_PLAYER.password;
      const traffic = await seedDemoTraffic({
        app: built,
        db: built.database.db,
        hostname: new URL(config.publicOrigin).hostname,
        cashoutApproval: config.cashoutApproval,
        passwordHash: () => hashPassword(password),
      });
      built.log.info(traffic, 'demo traffic ready (SEED_DEMO_TRAFFIC=false turns this off)');
    }
  }

  phase = 'listen';
  await built.listen({ port: config.port, host: config.host });
} catch (error) {
  // One line naming the cause and the setting to fix; the operator needs no stack for these.
  process.stderr.write(`${describeStartupError(error, phase, config)}\n`);
  await app?.close().catch(() => undefined);
  process.exit(1);
}
