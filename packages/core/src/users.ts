import { z } from 'zod';

/** Sign-in methods a user record can carry (spec section 3). */
export const signInMethodSchema = z.enum(['email', 'google', 'github']);
export type SignInMethod = z.infer<typeof signInMethodSchema>;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid email address.' }));

/** The server's password rule; the sign-up hint says the same. */
export const PASSWORD_RULE_MESSAGE = 'Password must be at least 8 characters and contain at least 1 number.';
export const passwordSchema = z
  .string()
  .min(8, { message: PASSWORD_RULE_MESSAGE })
  .max(128, { message: 'Password must be at most 128 characters.' })
  .regex(/\d/, { message: PASSWORD_RULE_MESSAGE });

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const otpCodeSchema = z.string().regex(/^\d{6}$/, { message: 'Invalid OTP' });

export const emailBodySchema = z.object({ email: emailSchema });
export type EmailBody = z.infer<typeof emailBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, { message: 'Please enter all fields.' })
    .max(128, { message: 'Invalid credentials' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const validateOtpBodySchema = z.object({ email: emailSchema, code: otpCodeSchema });
export type ValidateOtpBody = z.infer<typeof validateOtpBodySchema>;

/**
 * POST /api/users/register. E-mail sign-up only: the social variant of the spec's body is accepted
 * for compatibility but never creates or signs in an account (OAuth does that server-side).
 */
export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema.optional(),
  name: z.string().trim().max(100).optional(),
  signInMethod: signInMethodSchema.default('email'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const resetPasswordBodySchema = z.object({ password: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** POST /api/users/password: a signed-in user's new password, with the current one as proof. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, { message: 'Please enter all fields.' })
      .max(128, { message: 'Your current password is not right.' }),
    newPassword: passwordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: 'The new password is the same as the current one.',
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The user object the API returns (never a password or hash). */
export const publicUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  signInMethod: signInMethodSchema,
  credits: z.number().int(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export const userResponseSchema = z.object({ message: z.string(), user: publicUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** One problem with one field of a request (a validation error's `details`). */
export const errorDetailSchema = z.object({
  path: z.string().meta({ description: 'Dotted path of the field, empty for the whole body' }),
  message: z.string(),
});

/**
 * Every error body, from every route: a machine-readable code, the message a user sees (the spec's
 * texts), and for validation errors the list of problems.
 */
export const errorResponseSchema = z
  .object({
    code: z.string().meta({ examples: ['BAD_REQUEST', 'NOT_FOUND', 'PAYMENT_REQUIRED'] }),
    message: z.string().meta({ examples: ['Video not found'] }),
    details: z.array(errorDetailSchema).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** GET /api/users/me. */
export const meResponseSchema = z.object({ user: publicUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET /api/users/session: who is signed in, null for a visitor (200 either way, unlike /me's 401). */
export const sessionResponseSchema = z.object({ user: publicUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Social sign-in providers; GET /api/users/providers says which ones this server has set up. */
export const oauthProviderSchema = z.enum(['google', 'github']);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;
export const oauthProvidersResponseSchema = z.object({ google: z.boolean(), github: z.boolean() });
export type OAuthProvidersResponse = z.infer<typeof oauthProvidersResponseSchema>;

/** The spec's account messages (sections 4 and 8): the server sends exactly these texts. */
export const accountMessages = {
  otpSent: 'OTP sent to your email',
  otpVerified: 'OTP verified',
  userExists: 'User already exists',
  userNotFound: 'User not found',
  invalidOtp: 'Invalid OTP',
  invalidData: 'Invalid Data! try again later',
  invalidCredentials: 'Invalid credentials',
  invalidEmail: 'Invalid email address',
  loginSuccessful: 'Login successful',
  registrationSuccessful: 'Registration successful',
  passwordResetSuccessful: 'Password reset successful',
  loggedOut: 'Logged out',
  accountDeleted: 'Account deleted',
  useSocialButton: 'Please use the Google or GitHub button to continue with that account.',
  passwordChanged: 'Password changed. Your other devices were signed out.',
  currentPasswordWrong: 'Your current password is not right.',
  noPasswordYet:
    'This account signs in with Google or GitHub and has no password yet. Set one with "Forgot password" on the login page.',
} as const;

/** The 429 message of a code requested again within OTP_RESEND_SECONDS. */
export function otpCooldownMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before requesting a new code.`;
}

/** POST /api/users/reset-password/{email}: the e-mail in the path. */
export const resetPasswordParamsSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: accountMessages.invalidEmail })),
});
export type ResetPasswordParams = z.infer<typeof resetPasswordParamsSchema>;
