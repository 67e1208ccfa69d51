import { randomUUID } from 'node:crypto';

/**
 * Every request's id, unique across restarts and instances: the audit log keeps it and a player
 * quotes it as an error's reference. Fastify's default (`req-1`, `req-2`…) starts again at each
 * start, so two audit entries could name the same request.
 */
export const newRequestId = (): string => `req_${randomUUID().replaceAll('-', '')}`;
