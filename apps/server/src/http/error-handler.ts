import { type ErrorResponse, MESSAGES } from '@wordreel/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodError } from 'zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeForStatus, isStorageFull, STORAGE_FULL } from './app-error.ts';

type ValidationIssue = { instancePath: string; message?: string };

/** A schema failure's issues as `details`: the dotted field path and its message. */
export function validationDetails(issues: readonly ValidationIssue[]): NonNullable<ErrorResponse['details']> {
  return issues.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'Invalid value',
  }));
}

/** The 400 a schema failure answers: the first failing field in the message, every one in `details`. */
function validationFailure(details: NonNullable<ErrorResponse['details']>): ErrorResponse {
  const first = details[0];
  const message = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid request';
  return { code: 'BAD_REQUEST', message, details };
}

/** A body a handler checks against a schema itself fails as a route's body schema would: 400, `details`. */
export function invalidBody(error: ZodError): AppError {
  const { message, details } = validationFailure(
    error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
  return new AppError('BAD_REQUEST', message, { details });
}

/**
 * Every error leaves the server as `{ code, message, details? }` (core's `errorResponseSchema`);
 * unexpected ones are logged and hidden. Fastify's own errors (bad JSON, wrong content type, ...) keep
 * their message and get the code of their status.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', error.retryAfterSeconds);
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationFailure(validationDetails(error.validation)));
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'request failed: storage full');
      const body: ErrorResponse = { code: 'INSUFFICIENT_STORAGE', message: STORAGE_FULL };
      return reply.status(507).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const body: ErrorResponse = {
        code: 'INTERNAL',
        message: MESSAGES.INTERNAL,
      };
      return reply.status(500).send(body);
    }
    const body: ErrorResponse = { code: codeForStatus(status), message: error.message };
    return reply.status(status).send(body);
  });
}
