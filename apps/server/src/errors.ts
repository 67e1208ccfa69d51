import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { languageFromAcceptLanguage } from '@playfront/contracts';
import { schemaFieldProblems } from './players/schema-field-problems.ts';
import { isStorageFull } from './db/storage-full.ts';

interface ErrorWithStatus {
  statusCode?: number;
  code?: string;
  validation?: FastifySchemaValidationError[];
  validationContext?: string;
}

/**
 * One error shape for every route: `{ statusCode, error, message, code, fields? }`. Client errors keep
 * their message; server errors are logged in full and answered with a generic message.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & ErrorWithStatus, request, reply) => {
    const statusCode = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      // A full disk is not a bug: say what and where (the message names the file), without a stack.
      if (isStorageFull(error))
        request.log.error({ code: 'STORAGE_FULL' }, `database disk full: ${error.message}`);
      else request.log.error({ err: error }, 'request failed');
      return reply.code(statusCode).send({
        statusCode,
        error: 'Internal Server Error',
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      });
    }
    // A body refused by its schema also says, field by field, what to fix (forms mark the fields).
    const fields =
      error.validation !== undefined && error.validationContext === 'body'
        ? schemaFieldProblems(
            error.validation,
            languageFromAcceptLanguage(request.headers['accept-language']),
          )
        : [];
    return reply.code(statusCode).send({
      statusCode,
      error: statusText(statusCode),
      code: error.validation !== undefined ? 'VALIDATION_ERROR' : (error.code ?? 'REQUEST_ERROR'),
      message: error.message,
      ...(fields.length === 0 ? {} : { fields }),
    });
  });
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

const statusText = (statusCode: number): string => STATUS_TEXT[statusCode] ?? 'Error';
