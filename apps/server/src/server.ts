import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';

/** Starts the server: listens on HOST:PORT and closes gracefully on signals. */
const config = loadConfig();
const app = await buildApp(config);

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err !== undefined) app.log.error({ err }, 'server closing after an error');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
