import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/**
 * The server's pino options. In development the log goes through pino-pretty (a worker-thread
 * transport, so formatting never slows a request) as one readable line per entry; elsewhere it
 * stays pino's JSON lines, which log pipelines parse. pino-pretty is a development dependency:
 * production (`LOG_FORMAT` unset, NODE_ENV=production) never loads it.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Never log credentials or card data that might ride in headers.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(config.logFormat === 'pretty'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  };
}
