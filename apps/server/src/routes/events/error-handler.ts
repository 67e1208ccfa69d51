import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { API_VERSION, MAX_BODY_BYTES, MAX_EVENTS_PER_REQUEST } from '@playfront/contracts';
import { EventsBudgetError } from '../../events/events-budget.ts';
import { EventsBusyError, EventsStorageError } from '../../events/events-storage-error.ts';

/** Seconds a sender should wait before sending again after a failed commit. */
const STORAGE_RETRY_AFTER_S = 5;

interface Answer {
  readonly statusCode: number;
  readonly code: string | undefined;
  readonly message: string;
}

/**
 * The collector's errors as `{statusCode, error, message, code}`. Messages are written here or
 * come from Fastify and Ajv, which name fields and limits but never quote the body; 5xx
 * details stay in the log.
 */
export function eventsErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = toAnswer(error);
  if (error instanceof EventsBusyError) {
    // Shedding load is the plan working, not a fault: one line, no stack.
    request.log.warn({ code: answer.code }, answer.message);
  } else if (error instanceof EventsStorageError) {
    // The database's own error may carry row values in its detail; log what it says, not that.
    request.log.error({ reason: error.message, cause: summary(error.cause) }, 'events could not be stored');
  } else if (answer.statusCode >= 500) {
    request.log.error({ err: error }, 'events request failed');
  } else {
    request.log.info({ statusCode: answer.statusCode, code: answer.code }, answer.message);
  }
  if (error instanceof EventsStorageError) reply.header('retry-after', String(STORAGE_RETRY_AFTER_S));
  if (error instanceof EventsBudgetError) reply.header('retry-after', String(error.retryAfterS));
  return reply.code(answer.statusCode).send({
    statusCode: answer.statusCode,
    error: STATUS_CODES[answer.statusCode] ?? 'Error',
    message: answer.message,
    ...(answer.code === undefined ? {} : { code: answer.code }),
  });
}

function toAnswer(error: FastifyError): Answer {
  if (error instanceof EventsBusyError) {
    return {
      statusCode: 503,
      code: 'EVENTS_BUSY',
      message: 'Too many events are waiting to be stored; none of these was kept, send them again later',
    };
  }
  if (error instanceof EventsStorageError) {
    return {
      statusCode: 503,
      code: 'EVENTS_NOT_STORED',
      message: 'The events could not be stored; send them again later',
    };
  }
  if (error.validation !== undefined) return validationAnswer(error);
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        statusCode: 415,
        code: error.code,
        message: 'Content-Type must be application/json, or text/plain holding JSON',
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        statusCode: 413,
        code: error.code,
        message: `Body must not be larger than ${MAX_BODY_BYTES} bytes`,
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        statusCode: 400,
        code: error.code,
        message: 'Body is empty: send one event or an array of events',
      };
    default:
      break;
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 500) return { statusCode, code: undefined, message: 'Internal Server Error' };
  // 429 from the rate limit (with Retry-After already set), and other 4xx with their own words.
  return { statusCode, code: error.code, message: error.message };
}

function validationAnswer(error: FastifyError): Answer {
  // The code the app's own error handler (src/errors.ts) gives schema errors.
  const code = 'VALIDATION_ERROR';
  switch (error.validationContext) {
    case 'body':
      return {
        statusCode: 400,
        code,
        message: (error.validation ?? []).some((issue) => issue.keyword === 'maxItems')
          ? `Body holds more than ${MAX_EVENTS_PER_REQUEST} events`
          : `Body must be one event object or an array of at most ${MAX_EVENTS_PER_REQUEST} event objects`,
      };
    case 'headers':
      return { statusCode: 400, code, message: `X-Api-Version must be ${API_VERSION} when it is sent` };
    default:
      return { statusCode: 400, code, message: error.message };
  }
}

/** Name, code and message of a database error, without its detail, hint or query. */
function summary(cause: unknown): { name: string; code?: string; message: string } | undefined {
  if (!(cause instanceof Error)) return undefined;
  const code = (cause as { code?: unknown }).code;
  return { name: cause.name, ...(typeof code === 'string' ? { code } : {}), message: cause.message };
}
