/**
 * Where credits are bought: the purchase form on /api-config, which a link opens scrolled to. Its own
 * module, so a page linking there (pricing) does not load the API Config page's code.
 */
export const BUY_CREDITS_ID = 'buy-credits';
export const BUY_CREDITS_PATH = `/api-config#${BUY_CREDITS_ID}`;
