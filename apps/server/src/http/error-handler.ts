import { type ErrorResponse, MESSAGES } from '@wordreel/core';
import type { FastifyError, FastifyInstance } from 'fastify';
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
      const details = validationDetails(error.validation);
      const first = details[0];
      const message = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid request';
      const body: ErrorResponse = { code: 'BAD_REQUEST', message, details };
      return reply.status(400).send(body);
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
