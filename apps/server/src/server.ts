import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { DEMO_PLAYER, seedDemoData } from './demo-data/seed-demo-data.ts';

/** Starts the server: listens on HOST:PORT and closes gracefully on signals. */
const config = loadConfig();
const app = await buildApp(config);

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err !== undefined) app.log.error({ err }, 'server closing after an error');
  await app.close();
});

if (config.seedDemoData) {
  // Before listening, so the README's demo log-in works from the first request.
  const seeded = await seedDemoData(app.database.db);
  app.log.info(
    { email: DEMO_PLAYER.email, created: seeded.createdPlayer },
    'demo player ready (SEED_DEMO_DATA=false turns this off)',
  );
}

await app.listen({ port: config.port, host: config.host });
