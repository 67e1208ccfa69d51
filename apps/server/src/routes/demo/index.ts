import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyPluginAsync } from 'fastify';
import { renderSiteLoadedScript } from '@playfront/analytics/snippet';
import type { Config } from '../../config.ts';
import { renderDemoPage } from './demo-page.ts';

const require = createRequire(import.meta.url);

/** The analytics package's browser build, made by `npm run build`. */
async function readAnalyticsBundle(): Promise<string> {
  const packageJson = require.resolve('@playfront/analytics/package.json');
  const path = new URL('dist/browser/playfront-analytics.min.js', `file://${packageJson}`);
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new Error('The analytics browser build is missing: run `npm run build` first', { cause: error });
  }
}

const readAsset = (name: string) => readFile(new URL(`assets/${name}`, import.meta.url), 'utf8');

/**
 * A plain page at `/demo` that loads the analytics SDK and the site-loaded script, so a person
 * can watch events arrive. The site of apps/web answers `/`.
 */
const demo: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  const [bundle, script, style] = await Promise.all([
    readAnalyticsBundle(),
    readAsset('demo.js'),
    readAsset('demo.css'),
  ]);
  const siteLoaded = renderSiteLoadedScript({ projectId: 'playfront-demo', license: 'mga' });
  const javascript = 'text/javascript; charset=utf-8';

  fastify.get('/demo/assets/playfront-analytics.js', (_request, reply) =>
    reply.type(javascript).header('cache-control', 'no-cache').send(bundle),
  );
  fastify.get('/demo/assets/demo.js', (_request, reply) =>
    reply.type(javascript).header('cache-control', 'no-cache').send(script),
  );
  fastify.get('/demo/assets/demo.css', (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(style),
  );

  fastify.get('/demo', (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderDemoPage({ nonce: reply.cspNonce.script, siteLoaded })),
  );

  // Events are personal data: the read-back for the demo exists only outside production.
  if (config.env !== 'production') {
    fastify.get('/demo/events/recent', async (_request, reply) => {
      const rows = await fastify.database.db
        .selectFrom('analytics_events')
        .select(['event', 'user_id', 'pathname', 'browser', 'stag', 'received_at'])
        .orderBy('received_at', 'desc')
        .limit(20)
        .execute();
      return reply.header('cache-control', 'no-store').send(rows);
    });
  }
};

export default demo;
