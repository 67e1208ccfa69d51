import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import declaredAnswers, { declaresStatus } from '../../../src/plugins/external/declared-answers.ts';
import openapi from '../../../src/plugins/external/openapi.ts';

interface Responses {
  readonly responses: Record<string, unknown>;
}

describe('given API routes whose answers must be declared', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(openapi, { config: { publicOrigin: 'http://127.0.0.1', env: 'test' } });
    await app.register(declaredAnswers, { checkAnswers: true });
    // Typed loosely on purpose: the routes below answer statuses their schema leaves out.
    const schema: FastifySchema = {
      response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } },
    };
    app.get('/api/v1/declared', { schema }, (request, reply) => reply.code(200).send({ ok: true }));
    app.post('/api/v1/undeclared-created', { schema }, (request, reply) =>
      reply.code(201).send({ ok: true }),
    );
    app.get('/api/v1/refused', { schema }, (request, reply) =>
      reply.code(429).send({ statusCode: 429, error: 'Too Many Requests', message: 'slow down', retryIn: 3 }),
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should pass an answer its route declares', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/v1/declared' });
    expect(answer.statusCode).toBe(200);
  });

  it('should fail a success status the route does not declare, under test', async () => {
    const answer = await app.inject({ method: 'POST', url: '/api/v1/undeclared-created' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json<{ message: string }>().message).toContain('answered 201');
  });

  it('should answer any error in the one envelope, keeping the fields the error carries', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/v1/refused' });
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'slow down',
      retryIn: 3,
    });
  });

  it('should write the 4xx and 5xx envelopes into the OpenAPI document', () => {
    const operation = (app.swagger() as unknown as { paths: Record<string, Record<string, Responses>> })
      .paths['/api/v1/declared']?.get;
    expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '4XX', '5XX']);
  });

  it('should read a status as declared exactly, by its class, or by default', () => {
    expect(declaresStatus({ 200: {} }, 200)).toBe(true);
    expect(declaresStatus({ '4xx': {} }, 409)).toBe(true);
    expect(declaresStatus({ default: {} }, 302)).toBe(true);
    expect(declaresStatus({ 200: {}, '4xx': {} }, 201)).toBe(false);
  });
});
