import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): FastifyBaseLogger {
  return pino({ level: config.LOG_LEVEL });
}
