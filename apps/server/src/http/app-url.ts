import type { Config } from '../config.ts';

/**
 * A page of the web app as a full address, for what leaves the browser (mails, a payment provider's
 * way back): under PUBLIC_URL, or else the address the server was told to listen on.
 */
export function appPageUrl(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>, page: `/${string}`): string {
  const base = config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`;
  return `${base.replace(/\/$/, '')}${page}`;
}
