import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import {
  accountMessages,
  changePasswordBodySchema,
  emailBodySchema,
  loginBodySchema,
  meResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetPasswordParamsSchema,
  sessionResponseSchema,
  userResponseSchema,
  validateOtpBodySchema,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/session.ts';
import {
  deleteAccount,
  getPublicUser,
  loginWithPassword,
  logout,
  registerWithEmail,
  requestCode,
  resetPassword,
  validateCode,
} from './accounts.service.ts';
import { clearGrantCookie, forwardCookies, readGrantCookie, setGrantCookie } from './auth-cookies.ts';
import { authRateLimit } from './auth-rate-limit.ts';
import { changePassword } from './password-change.service.ts';

/** The spec's /api/users account calls (sign-up with a one-time code, login, reset, me, logout, delete). */
export function registerAccountsRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;

  app.post(
    '/api/users/otp/register',
    {
      config: authRateLimit(config, 5),
      schema: { body: emailBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await requestCode(ctx, request.body.email, 'register');
      return { message: accountMessages.otpSent };
    },
  );

  app.post(
    '/api/users/otp/reset',
    {
      config: authRateLimit(config, 5),
      schema: { body: emailBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await requestCode(ctx, request.body.email, 'reset');
      return { message: accountMessages.otpSent };
    },
  );

  app.post(
    '/api/users/validate',
    {
      config: authRateLimit(config, 10),
      schema: { body: validateOtpBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      const { grantToken } = await validateCode(ctx, request.body.email, request.body.code);
      setGrantCookie(reply, config, grantToken);
      return { message: accountMessages.otpVerified };
    },
  );

  app.post(
    '/api/users/register',
    {
      config: authRateLimit(config, 10),
      schema: { body: registerBodySchema, response: { 201: userResponseSchema } },
    },
    async (request, reply) => {
      const { user, cookies } = await registerWithEmail(ctx, request.body, readGrantCookie(request));
      clearGrantCookie(reply);
      forwardCookies(reply, cookies);
      return reply.status(201).send({ message: accountMessages.registrationSuccessful, user });
    },
  );

  app.post(
    '/api/users/login',
    {
      config: authRateLimit(config, 10),
      schema: { body: loginBodySchema, response: { 200: userResponseSchema } },
    },
    async (request, reply) => {
      const { user, cookies } = await loginWithPassword(ctx, request.body.email, request.body.password);
      forwardCookies(reply, cookies);
      return { message: accountMessages.loginSuccessful, user };
    },
  );

  app.post(
    '/api/users/reset-password/:email',
    {
      config: authRateLimit(config, 10),
      schema: {
        params: resetPasswordParamsSchema,
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await resetPassword(
        ctx,
        request.params.email,
        request.body.password,
        readGrantCookie(request),
        fromNodeHeaders(request.headers),
      );
      clearGrantCookie(reply);
      return { message: accountMessages.passwordResetSuccessful };
    },
  );

  app.get(
    '/api/users/me',
    { preValidation: app.requireUser, schema: { response: { 200: meResponseSchema } } },
    async (request) => ({ user: await getPublicUser(ctx, currentUser(request).id) }),
  );

  // The web app's session check: a signed-out visitor is an answer, not an error (a 401 here was a
  // console error on every public page).
  app.get(
    '/api/users/session',
    { preValidation: app.optionalUser, schema: { response: { 200: sessionResponseSchema } } },
    async (request) => ({
      user: request.sessionUser ? await getPublicUser(ctx, request.sessionUser.id) : null,
    }),
  );

  app.post(
    '/api/users/password',
    {
      // The signed-in session only: an API key cannot change the password.
      preValidation: app.requireSession,
      config: authRateLimit(config, 10),
      schema: { body: changePasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await changePassword(ctx, currentUser(request).id, request.body, fromNodeHeaders(request.headers));
      return { message: accountMessages.passwordChanged };
    },
  );

  app.post(
    '/api/users/logout',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      forwardCookies(reply, await logout(ctx, fromNodeHeaders(request.headers)));
      return { message: accountMessages.loggedOut };
    },
  );

  app.delete(
    '/api/users/me',
    // Deleting the account needs the signed-in session, never an API key.
    { preValidation: app.requireSession, schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const cookies = await deleteAccount(ctx, currentUser(request).id, fromNodeHeaders(request.headers));
      forwardCookies(reply, cookies);
      return { message: accountMessages.accountDeleted };
    },
  );
}
