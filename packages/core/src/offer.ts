/**
 * What every new account gets, said the same way on the landing, sign-up and pricing pages and granted
 * by the server at sign-up. No zod here: the public pages import this file by its own path.
 */
export const SIGNUP_CREDITS = 360;

/** The one sentence about free credit that every page uses. */
export const FREE_CREDIT_OFFER = `${SIGNUP_CREDITS} free credits when you sign up. No credit card needed.`;
