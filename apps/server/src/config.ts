import path from 'node:path';
import { z } from 'zod';
import { WHISPER_VARIANTS, type WhisperVariant } from './modules/speech/whisper-catalog.ts';

/** Where the repo root is, so embedded defaults (data/, assets) do not depend on the working directory. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The export's libx264 settings (docs/decisions/006-render.md): veryfast at CRF 23 keeps x264's usual
 * quality at normal file sizes and, with captions drawn only where they change, exports a 1080x1920
 * clip at 2.4-2.8x real time on 2 cores (1.03-1.15x the bare transcode). superfast is ~1.3x faster
 * but its files are ~1.6-1.9x bigger; ultrafast drops to Constrained Baseline (no CABAC/8x8dct).
 */
export const RENDER_ENCODER_DEFAULTS = { preset: 'veryfast', crf: 23 } as const;

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** `N/window` (e.g. `30/1h`, `120/1m`, `10/30s`): at most N in each window; `0` turns the limit off. */
export interface RateSpec {
  max: number;
  windowMs: number;
}
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const rateSpec = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((v, c): RateSpec => {
      if (v === '0') return { max: 0, windowMs: 60_000 };
      const m = /^(\d+)\s*\/\s*(\d*)\s*([smhd])$/.exec(v);
      const max = Number(m?.[1]);
      const windowMs = Number(m?.[2] || 1) * UNIT_MS[(m?.[3] ?? 's') as keyof typeof UNIT_MS];
      if (!m || !Number.isSafeInteger(max) || windowMs < 1000 || windowMs > 7 * 86_400_000) {
        c.addIssue({ code: 'custom', message: 'must be N/window, e.g. 30/1h, 120/1m or 0 (no limit)' });
        return z.NEVER;
      }
      return { max, windowMs };
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public base URL of the app (used in OAuth redirects and links in mail). Defaults to http://HOST:PORT. */
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// URL (leave unset for the embedded SQLite database)',
  }),
  REDIS_URL: optionalText.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: 'must be a redis:// URL (leave unset for the in-process job queue)',
  }),
  /** Prefix of the BullMQ queue and the events channel in Redis (separates apps sharing one Redis). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('wordreel'),
  /** Jobs (media, transcription, render) one process runs at once. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /**
   * With REDIS_URL: how long a worker's lock on a running job lasts without renewal, so how soon another
   * worker takes back the job of a worker that died (it looks for such jobs twice as often).
   */
  JOB_LOCK_SECONDS: z.coerce.number().int().min(2).max(3600).default(30),
  /**
   * How often (ms, default 2 min) a process that runs jobs looks for projects stuck in a processing
   * status whose job failed, completed or is gone (modules/projects/stuck-projects.ts).
   */
  STUCK_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(2 * 60 * 1000),
  /** Largest accepted upload in bytes (default 2 GiB). */
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(2 * 1024 ** 3),
  /** Longest accepted video in seconds (default 2 hours: AI Shorts takes podcasts and interviews). */
  MAX_VIDEO_SECONDS: z.coerce.number().positive().default(7200),
  /** Widest and tallest accepted picture in pixels (as shown, after rotation). */
  MAX_VIDEO_WIDTH: z.coerce.number().int().min(16).default(4096),
  MAX_VIDEO_HEIGHT: z.coerce.number().int().min(16).default(4096),
  /** Highest accepted frame rate (frames per second). */
  MAX_VIDEO_FPS: z.coerce.number().positive().default(120),
  /** Most unfinished (tus, status uploading) uploads one user may have at once. */
  MAX_UNFINISHED_UPLOADS: z.coerce.number().int().min(1).default(3),
  /** An unfinished upload untouched this long (ms, default 24 h) is removed with its `uploading` row. */
  UPLOAD_STALE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(24 * 60 * 60 * 1000),
  /** S3-compatible bucket for project files; unset: a local directory (DATA_DIR/storage). */
  S3_BUCKET: optionalText.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
    message: 'must be an S3 bucket name (3-63 lower-case letters, digits, dots and hyphens)',
  }),
  /** Endpoint of a non-AWS store (MinIO, R2, ...); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Unset: the AWS SDK's usual credential chain (environment, profile, instance role). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Path-style URLs (endpoint/bucket/key), which most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: z
    .enum(['0', '1', 'true', 'false'])
    .default('false')
    .transform((v) => v === '1' || v === 'true'),
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: 'must be an smtp:// or smtps:// URL (leave unset to write mail to DATA_DIR/outbox)',
  }),
  MAIL_FROM: z.string().default('Wordreel <no-reply@wordreel.local>'),
  /** Secret for signing session cookies and tokens. Generated and kept in DATA_DIR when unset. */
  AUTH_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** OpenID issuer for Google sign-in; only changed to point tests at a local provider. */
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  /** Base URLs of GitHub's OAuth and API hosts; only changed to point tests at a local provider. */
  GITHUB_OAUTH_URL: z.url().default('https://github.com'),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  /** OpenAI-compatible endpoint for titles/descriptions (e.g. https://api.openai.com/v1); unset: built-in generator. */
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  /** Wall-clock limit of one export render in seconds; ffmpeg is killed when it passes. */
  RENDER_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1800),
  /** libx264 preset and CRF of exports (see RENDER_ENCODER_DEFAULTS). */
  RENDER_X264_PRESET: z
    .enum(['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow'])
    .default(RENDER_ENCODER_DEFAULTS.preset),
  RENDER_CRF: z.coerce.number().int().min(0).max(51).default(RENDER_ENCODER_DEFAULTS.crf),
  /** Caption font files (the same files the studio serves at /fonts/). */
  FONTS_DIR: z.string().default(path.join(repoRoot, 'apps/web/public/fonts')),
  /** Caption emoji images (the same PNGs the studio serves at /emoji/; scripts/copy-emoji.ts). */
  EMOJI_DIR: z.string().default(path.join(repoRoot, 'apps/web/public/emoji')),
  /** The generated background tracks served at /sounds/{track}.mp3 (scripts/make-music.ts). */
  MUSIC_DIR: z.string().default(path.join(repoRoot, 'apps/server/assets/music')),
  /** Serve the built web app from this directory (apps/web/dist by default). */
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /**
   * On SIGTERM/SIGINT: how long to wait for in-flight requests to finish and running jobs to be handed
   * back to the queue before exiting anyway.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /**
   * How long this process trusts a session cookie it has already checked (0: check every request).
   * Sign-out, password reset and account deletion end a session here at once; another API process
   * may accept it for at most this long.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-* headers (client IP for rate limits); only behind a reverse proxy you control. */
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('false')
    .transform((v) => v === '1' || v === 'true'),
  /** Credits per started minute of video for transcription and for an export (0: free). */
  CREDITS_PER_MINUTE_TRANSCRIPTION: z.coerce.number().int().min(0).max(10_000).default(1),
  CREDITS_PER_MINUTE_EXPORT: z.coerce.number().int().min(0).max(10_000).default(1),
  /** Stripe Checkout for credit purchases when both are set (else the test-mode provider). */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another Stripe API host (e.g. a local stripe-mock); Stripe's own by default. */
  STRIPE_API_URL: optionalUrl,
  /** Requests one API key may make per API_KEY_RATE_WINDOW_MS (429 with Retry-After past it; 0: no limit). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(120),
  API_KEY_RATE_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
  /**
   * Per-user limits on expensive work (429 with Retry-After past them), counted in Redis when REDIS_URL
   * is set so they hold across API servers: upload creations (tus and POST /upload), export starts,
   * caption saves (/update-subtitle), subtitle imports, script alignments.
   */
  RATE_LIMIT_UPLOADS: rateSpec('30/1h'),
  RATE_LIMIT_RENDERS: rateSpec('30/1h'),
  RATE_LIMIT_CAPTION_WRITES: rateSpec('120/1m'),
  RATE_LIMIT_CAPTION_IMPORTS: rateSpec('30/1h'),
  RATE_LIMIT_ALIGNMENTS: rateSpec('20/1h'),
  /**
   * Per-account throttling (as `N/window`), beside the per-IP limits: failed logins per e-mail (at the
   * limit the account is locked until the window ends), one-time codes sent per e-mail, wrong codes
   * per e-mail.
   */
  ACCOUNT_LOGIN_FAILURES: rateSpec('10/15m'),
  ACCOUNT_CODE_REQUESTS: rateSpec('5/1h'),
  ACCOUNT_CODE_FAILURES: rateSpec('10/1h'),
  /**
   * Webhook deliveries to loopback, private, link-local or otherwise internal addresses are refused
   * unless this is true (tests and local development only: it lets a URL reach this network).
   */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['0', '1', 'true', 'false'])
    .default('false')
    .transform((v) => v === '1' || v === 'true'),
  /** Time one webhook attempt may take (connect, send, answer). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Attempts per delivery; with WEBHOOK_RETRY_DELAY_MS doubling, 15 attempts span about 23 hours. */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(15),
  /** Delay before the first retry of a delivery; each further retry waits twice as long. */
  WEBHOOK_RETRY_DELAY_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
  /** Turns off rate limits; only for test runs that sign up many users quickly. */
  RATE_LIMIT_DISABLED: z
    .enum(['0', '1', 'true', 'false'])
    .default('false')
    .transform((v) => v === '1' || v === 'true'),
  /** Where whisper.cpp ggml models live (the `models` command installs there). Default: DATA_DIR/models. */
  MODELS_DIR: optionalText,
  /** Target length of one transcription chunk (cut in a pause near it); each chunk is kept until the job ends. */
  TRANSCRIBE_CHUNK_SECONDS: z.coerce.number().min(1).max(3600).default(300),
  /** Whisper model to use (any name the `models` command knows, e.g. base.en) when installed; default: best installed. */
  WHISPER_MODEL: optionalText.pipe(
    z.enum(WHISPER_VARIANTS as [WhisperVariant, ...WhisperVariant[]]).optional(),
  ),
  /** Path of the whisper.cpp command-line binary (scripts/build-whisper.sh builds it). */
  WHISPER_CLI: z.string().default(path.join(repoRoot, 'vendor/whisper.cpp/build/bin/whisper-cli')),
  /**
   * Base URL the `models` command downloads ggml models from (only changed for tests or a mirror).
   * Pinned to the revision whose files the catalogue's sha256 sums are (whisper-catalog.ts): a file
   * replaced on `main` would otherwise fail the checksum and leave setup without Whisper.
   */
  WHISPER_MODELS_URL: z
    .url()
    .default('https://huggingface.co/ggerganov/whisper.cpp/resolve/5359861c739e955e79d9a303bcbc70fb988958b1'),
  /** Models `scripts/setup.sh` installs when the models host answers (space-separated; empty: none). */
  WHISPER_SETUP_MODELS: z
    .string()
    .default('base.en base')
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.enum(WHISPER_VARIANTS as [WhisperVariant, ...WhisperVariant[]]))),
  /**
   * Who is paid for credits: `stripe` (Stripe Checkout; needs STRIPE_SECRET_KEY and
   * STRIPE_WEBHOOK_SECRET), `test` (test mode, no money moves) or `free` (the operator gives credits
   * away on purpose). Unset: stripe when its keys are set, else test mode — except in production,
   * which must name it, and never test.
   */
  PAYMENT_PROVIDER: optionalText.pipe(z.enum(['stripe', 'test', 'free']).optional()),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'PAYMENT_PROVIDER'> {
  PAYMENT_PROVIDER: 'stripe' | 'test' | 'free';
  publicUrl: string;
  databaseKind: 'sqlite' | 'postgres';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * The payment provider the environment asks for. Test mode hands out credits without payment, so a
 * production server never falls back to it: it must name stripe (with its keys) or free.
 */
function paymentProvider(e: Env): Config['PAYMENT_PROVIDER'] {
  const stripeKeys = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET);
  const chosen =
    e.PAYMENT_PROVIDER ?? (stripeKeys ? 'stripe' : e.NODE_ENV === 'production' ? undefined : 'test');
  if (chosen === 'stripe' && !stripeKeys)
    throw new ConfigError(['PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET']);
  if (e.NODE_ENV === 'production' && chosen === 'test')
    throw new ConfigError([
      'PAYMENT_PROVIDER: test mode hands out credits without payment and is refused in production; set stripe (with its keys), or free to give credits away on purpose',
    ]);
  if (chosen === undefined)
    throw new ConfigError([
      'PAYMENT_PROVIDER: production needs a payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (stripe), or PAYMENT_PROVIDER=free to give credits away on purpose',
    ]);
  return chosen;
}

/** Reads and validates the environment once; the only place that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const payments = paymentProvider(e);
  return {
    ...e,
    PAYMENT_PROVIDER: payments,
    DATA_DIR: path.resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`).replace(
      /\/$/,
      '',
    ),
    databaseKind: e.DATABASE_URL ? 'postgres' : 'sqlite',
  };
}
