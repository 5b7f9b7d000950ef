import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { validationDetails } from '../../http/error-handler.ts';

/**
 * In the account routes a body that fails its schema answers with the schema's own message, as is:
 * those messages are the spec's user-facing texts ('Invalid OTP', the password rule, ...). Every other
 * error goes on to the app's error handler.
 */
export function useSchemaMessages(scope: FastifyInstance): void {
  scope.setErrorHandler((error, _request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation[0]?.message ?? 'Invalid request';
      return reply
        .status(400)
        .send({ code: 'BAD_REQUEST', message, details: validationDetails(error.validation) });
    }
    throw error;
  });
}
