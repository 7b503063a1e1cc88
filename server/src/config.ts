import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDotEnv } from './lib/dotenv.js';
import type { Argon2Config } from './lib/passwords.js';

type Env = Record<string, string | undefined>;

export interface SmtpConfig {
  host: string | null;
  port: number;
  user: string | null;
  password: string | null;
  /** STARTTLS is required (the starter's SMTP_TLS). */
  tls: boolean;
  /** Implicit TLS from the first byte (the starter's SMTP_SSL). */
  ssl: boolean;
}

export interface LoginRateLimitConfig {
  /**
   * Failed attempts per account from one source address before each further attempt from there
   * waits (1 s, doubling, at most the window). The window is how long failures are remembered.
   */
  accountMax: number;
  accountWindowSeconds: number;
  /** Attempts of any outcome allowed per client IP inside the window. */
  ipMax: number;
  ipWindowSeconds: number;
}

export interface WorkerConfig {
  /** Runs the video-task worker inside this process (tests turn it off unless they need it). */
  enabled: boolean;
  /** How often the worker looks for tasks that are due. */
  pollIntervalMs: number;
  /** Tasks handled at the same time by one instance. */
  concurrency: number;
  /** Failed platform calls per task before it is marked failed (4). */
  maxAttempts: number;
  /** First retry delay; doubles per attempt up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed task stays reserved for the instance that claimed it. */
  leaseMs: number;
  /** Delay between two status queries of a running task on a real platform. */
  taskPollIntervalMs: number;
  /**
   * A task its platform still reports as processing this long after it was created fails, so a
   * platform that never finishes cannot leave it running forever. 0 waits without end.
   */
  taskDeadlineMs: number;
  /** Time the built-in local platform takes to "render" a video. */
  localDelayMs: number;
  /** Timeout of one HTTP call to a platform or an image download. */
  platformTimeoutMs: number;
}

export interface KelingConfig {
  accessKey: string;
  secretKey: string;
  baseUrl: string;
  model: string;
}

export interface JimengConfig {
  accessKey: string;
  secretKey: string;
  baseUrl: string;
  region: string;
  service: string;
  /** req_key of the image-to-video model, and of the text-to-video one for tasks without an image. */
  reqKeyImage: string;
  reqKeyText: string;
}

export interface MinimaxConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
}

/** Credentials of the real video platforms; null = that platform is served by the local one. */
export interface PlatformsConfig {
  keling: KelingConfig | null;
  jimeng: JimengConfig | null;
  minimax: MinimaxConfig | null;
}

export interface AiConfig {
  /** OpenAI-compatible endpoint (…/v1); null = the built-in offline provider. */
  baseUrl: string | null;
  apiKey: string | null;
  model: string;
  imageModel: string;
  imageSize: string;
  timeoutMs: number;
}

/** Password recovery requests that may send mail, per source address and per e-mail address. */
export interface RecoveryRateLimitConfig {
  ipMax: number;
  ipWindowSeconds: number;
  addressMax: number;
  addressWindowSeconds: number;
}

/**
 * Which proxies' X-Forwarded-For to believe: false (none: the socket's address counts), a hop
 * count, or the proxies' addresses (IPs or CIDR ranges). Never "any": a client could then
 * choose its own address and escape every per-address limit.
 */
export type TrustProxy = false | number | string[];

export interface ReleasesConfig {
  /** The release store: <dir>/<frontend>/<release id>/ (RELEASES_DIR, default DATA_DIR/releases). */
  dir: string;
  /**
   * Where browsers load the remotes' releases from: null, this server (/remotes/<segment>/<id>/);
   * otherwise a CDN or static host serving an uploaded copy of the store (RELEASES_BASE_URL).
   */
  baseUrl: string | null;
  /** Published releases prune keeps besides the live and the recently live ones (RELEASES_KEEP). */
  keep: number;
}

export interface Config {
  port: number;
  host: string;
  logLevel: string;
  /** NODE_ENV=production: weak settings refuse to start, and mail text is never logged. */
  production: boolean;
  trustProxy: TrustProxy;
  dataDir: string;
  /** postgres://... when set; otherwise SQLite at sqlitePath. */
  databaseUrl: string | null;
  /** PostgreSQL schema holding the tables (lets several apps share one database, e.g. tests). */
  databaseSchema: string | null;
  sqlitePath: string;
  secretKey: string;
  projectName: string;
  firstSuperuser: string;
  firstSuperuserPassword: string;
  accessTokenExpireMinutes: number;
  emailResetTokenExpireHours: number;
  frontendHost: string;
  smtp: SmtpConfig;
  emailsFromEmail: string;
  emailsFromName: string;
  loginRateLimit: LoginRateLimitConfig;
  recoveryRateLimit: RecoveryRateLimitConfig;
  argon2: Argon2Config;
  webRoot: string;
  corsOrigins: string[];
  apiUrl: string;
  remoteUrls: { account: string; items: string; templates: string; videoTasks: string };
  /** Remotes whose REMOTE_*_URL is set: served from there, never from a release. */
  pinnedRemotes: string[];
  releases: ReleasesConfig;
  /** Uploaded and generated files (local storage), DATA_DIR/uploads. */
  uploadsDir: string;
  /** Load the demo data set into an empty database at start (by default only on the embedded SQLite, outside production). */
  seedDemo: boolean;
  /**
   * How long list totals and the task summary may be served from this process's cache when
   * nothing was written through it (writes through it invalidate at once). 0: no cache.
   */
  countCacheTtlMs: number;
  worker: WorkerConfig;
  platforms: PlatformsConfig;
  ai: AiConfig;
}

const REMOTE_URL_SETTINGS = {
  account: 'REMOTE_ACCOUNT_URL',
  items: 'REMOTE_ITEMS_URL',
  templates: 'REMOTE_TEMPLATES_URL',
  videoTasks: 'REMOTE_VIDEO_TASKS_URL',
} as const;

export const DEFAULT_SUPERUSER_PASSWORD = 'changethis';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The repository root: this file is server/src/config.ts under tsx and server/dist/config.js
 * once built, so two levels up is the folder holding shell, the remote-* folders and server either way.
 */
function defaultWebRoot(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
}

export interface LoadConfigOptions {
  /** Variables to read; defaults to process.env. */
  env?: Env;
  /** Folder holding the optional .env file and against which relative paths resolve. */
  cwd?: string;
}

/**
 * Reads settings from the environment, with a ./.env file filling in what the environment
 * leaves unset (real environment variables win, as with dotenv).
 */
export function loadConfig(options: LoadConfigOptions = {}): Config {
  const cwd = options.cwd ?? process.cwd();
  const envFile = join(cwd, '.env');
  const fromFile = existsSync(envFile) ? parseDotEnv(readFileSync(envFile, 'utf8')) : {};
  const env: Env = { ...fromFile, ...(options.env ?? process.env) };
  const read = new EnvReader(env);

  const dataDir = resolvePath(cwd, read.string('DATA_DIR', './data'));
  const databaseUrl = read.optional('DATABASE_URL');
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for SQLite)');
  }
  const databaseSchema = read.optional('DATABASE_SCHEMA');
  if (databaseSchema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    throw new ConfigError('DATABASE_SCHEMA must be a lower-case SQL identifier');
  }
  const projectName = read.string('PROJECT_NAME', 'Video Admin');
  const frontendHost = read.string('FRONTEND_HOST', 'http://localhost:8000').replace(/\/+$/, '');

  const config: Config = {
    port: read.int('PORT', 8000, 0, 65535),
    host: read.string('HOST', '0.0.0.0'),
    logLevel: read.string('LOG_LEVEL', 'info'),
    production: env.NODE_ENV === 'production',
    trustProxy: readTrustProxy(read.optional('TRUST_PROXY')),
    dataDir,
    databaseUrl,
    databaseSchema,
    sqlitePath: join(dataDir, 'app.db'),
    secretKey: read.optional('SECRET_KEY') ?? loadOrCreateSecretKey(dataDir),
    projectName,
    firstSuperuser: read.string('FIRST_SUPERUSER', 'admin@example.com'),
    firstSuperuserPassword: read.string('FIRST_SUPERUSER_PASSWORD', DEFAULT_SUPERUSER_PASSWORD),
    accessTokenExpireMinutes: read.int('ACCESS_TOKEN_EXPIRE_MINUTES', 60 * 24 * 8, 1),
    emailResetTokenExpireHours: read.int('EMAIL_RESET_TOKEN_EXPIRE_HOURS', 48, 1),
    frontendHost,
    smtp: {
      host: read.optional('SMTP_HOST'),
      port: read.int('SMTP_PORT', 587, 1, 65535),
      user: read.optional('SMTP_USER'),
      password: read.optional('SMTP_PASSWORD'),
      tls: read.bool('SMTP_TLS', true),
      ssl: read.bool('SMTP_SSL', false),
    },
    emailsFromEmail: read.string('EMAILS_FROM_EMAIL', 'info@example.com'),
    emailsFromName: read.string('EMAILS_FROM_NAME', projectName),
    loginRateLimit: {
      accountMax: read.int('LOGIN_RATE_LIMIT_ACCOUNT_MAX', 5, 1),
      accountWindowSeconds: read.int('LOGIN_RATE_LIMIT_ACCOUNT_WINDOW_SECONDS', 15 * 60, 1),
      ipMax: read.int('LOGIN_RATE_LIMIT_IP_MAX', 30, 1),
      ipWindowSeconds: read.int('LOGIN_RATE_LIMIT_IP_WINDOW_SECONDS', 60, 1),
    },
    recoveryRateLimit: {
      ipMax: read.int('RECOVERY_RATE_LIMIT_IP_MAX', 20, 1),
      ipWindowSeconds: read.int('RECOVERY_RATE_LIMIT_IP_WINDOW_SECONDS', 60 * 60, 1),
      addressMax: read.int('RECOVERY_RATE_LIMIT_ADDRESS_MAX', 5, 1),
      addressWindowSeconds: read.int('RECOVERY_RATE_LIMIT_ADDRESS_WINDOW_SECONDS', 60 * 60, 1),
    },
    // OWASP's argon2id baseline (19 MiB, 2 passes); tests lower it to stay fast.
    argon2: {
      memoryCost: read.int('ARGON2_MEMORY_COST', 19456, 8),
      timeCost: read.int('ARGON2_TIME_COST', 2, 1),
      parallelism: read.int('ARGON2_PARALLELISM', 1, 1, 255),
    },
    webRoot: resolvePath(cwd, read.optional('WEB_ROOT') ?? defaultWebRoot()),
    corsOrigins: read
      .string('CORS_ORIGINS', '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin !== ''),
    apiUrl: read.string('API_URL', ''),
    remoteUrls: {
      account: read.string('REMOTE_ACCOUNT_URL', '/remotes/account/mf-manifest.json'),
      items: read.string('REMOTE_ITEMS_URL', '/remotes/items/mf-manifest.json'),
      templates: read.string('REMOTE_TEMPLATES_URL', '/remotes/templates/mf-manifest.json'),
      videoTasks: read.string('REMOTE_VIDEO_TASKS_URL', '/remotes/video-tasks/mf-manifest.json'),
    },
    pinnedRemotes: Object.entries(REMOTE_URL_SETTINGS)
      .filter(([, name]) => read.optional(name) !== null)
      .map(([key]) => key),
    releases: {
      dir: resolvePath(cwd, read.optional('RELEASES_DIR') ?? join(dataDir, 'releases')),
      baseUrl: read.optional('RELEASES_BASE_URL') === null ? null : read.url('RELEASES_BASE_URL', ''),
      keep: read.int('RELEASES_KEEP', 5, 0, 1000),
    },
    uploadsDir: join(dataDir, 'uploads'),
    // Demo rows are for a first look on the embedded database; a shared or production one gets them only when asked.
    seedDemo: read.bool('SEED_DEMO', databaseUrl === null && env.NODE_ENV !== 'production'),
    countCacheTtlMs: read.int('COUNT_CACHE_TTL_MS', 1000, 0, 60_000),
    worker: {
      enabled: read.bool('WORKER_ENABLED', true),
      pollIntervalMs: read.int('WORKER_POLL_INTERVAL_MS', 1000, 10),
      concurrency: read.int('WORKER_CONCURRENCY', 4, 1, 100),
      maxAttempts: read.int('WORKER_MAX_ATTEMPTS', 5, 1, 100),
      retryBaseMs: read.int('WORKER_RETRY_BASE_MS', 2000, 0),
      retryMaxMs: read.int('WORKER_RETRY_MAX_MS', 60_000, 0),
      leaseMs: read.int('WORKER_LEASE_MS', 120_000, 100),
      taskPollIntervalMs: read.int('TASK_POLL_INTERVAL_MS', 10_000, 0),
      taskDeadlineMs: read.int('TASK_DEADLINE_MS', 3 * 60 * 60 * 1000, 0),
      localDelayMs: read.int('LOCAL_PLATFORM_DELAY_MS', 4000, 0),
      platformTimeoutMs: read.int('PLATFORM_TIMEOUT_MS', 30_000, 100),
    },
    platforms: {
      keling: read.pair('KELING_ACCESS_KEY', 'KELING_SECRET_KEY', (accessKey, secretKey) => ({
        accessKey,
        secretKey,
        baseUrl: read.url('KELING_BASE_URL', 'https://api-beijing.klingai.com'),
        model: read.string('KELING_MODEL', 'kling-v1-6'),
      })),
      jimeng: read.pair('JIMENG_ACCESS_KEY', 'JIMENG_SECRET_KEY', (accessKey, secretKey) => ({
        accessKey,
        secretKey,
        baseUrl: read.url('JIMENG_BASE_URL', 'https://visual.volcengineapi.com'),
        region: read.string('JIMENG_REGION', 'cn-north-1'),
        service: read.string('JIMENG_SERVICE', 'cv'),
        reqKeyImage: read.string('JIMENG_REQ_KEY', 'jimeng_i2v_first_v30'),
        reqKeyText: read.string('JIMENG_TEXT_REQ_KEY', 'jimeng_t2v_v30'),
      })),
      minimax: ((apiKey) =>
        apiKey === null
          ? null
          : {
              apiKey,
              baseUrl: read.url('MINIMAX_BASE_URL', 'https://api.minimaxi.com'),
              model: read.string('MINIMAX_MODEL', 'MiniMax-Hailuo-02'),
            })(read.optional('MINIMAX_API_KEY')),
    },
    ai: {
      baseUrl: read.optional('AI_BASE_URL') === null ? null : read.url('AI_BASE_URL', ''),
      apiKey: read.optional('AI_API_KEY'),
      model: read.string('AI_MODEL', 'gpt-4o-mini'),
      imageModel: read.string('AI_IMAGE_MODEL', 'gpt-image-1'),
      imageSize: read.string('AI_IMAGE_SIZE', '1024x1024'),
      timeoutMs: read.int('AI_TIMEOUT_MS', 60_000, 100),
    },
  };
  if (config.production) refuseWeakProductionSettings(config);
  return config;
}

/** Shortest SECRET_KEY accepted in production: 32 characters, 256 bits of base64url or hex-ish text. */
export const MIN_SECRET_KEY_LENGTH = 32;

/** In production a guessable key or the well-known first password would hand out the admin. */
function refuseWeakProductionSettings(config: Config): void {
  if (config.secretKey === DEFAULT_SUPERUSER_PASSWORD || config.secretKey.length < MIN_SECRET_KEY_LENGTH) {
    throw new ConfigError(`SECRET_KEY must be at least ${MIN_SECRET_KEY_LENGTH} random characters in production (NODE_ENV=production)`);
  }
  if (config.firstSuperuserPassword === DEFAULT_SUPERUSER_PASSWORD) {
    throw new ConfigError(
      `FIRST_SUPERUSER_PASSWORD must be changed from "${DEFAULT_SUPERUSER_PASSWORD}" in production (NODE_ENV=production)`,
    );
  }
}

function readTrustProxy(raw: string | null): TrustProxy {
  if (raw === null || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) return Math.min(Number(raw), 100);
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) {
    throw new ConfigError(
      'TRUST_PROXY must be a hop count (1 for one proxy in front) or a comma-separated list of proxy addresses, not true: any client could then choose its own address',
    );
  }
  const addresses = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const bad = addresses.find((address) => !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(address));
  if (bad !== undefined) throw new ConfigError(`TRUST_PROXY: "${bad}" is not an IP address or CIDR range`);
  return addresses;
}

function resolvePath(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/**
 * A key generated on first start and kept beside the data, so tokens survive restarts without
 * anyone having to invent a secret, and no fixed default key ever exists. Several instances
 * behind a load balancer must share SECRET_KEY instead.
 */
export function loadOrCreateSecretKey(dataDir: string): string {
  const file = join(dataDir, 'secret_key');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting together keep one key.
    writeFileSync(file, randomBytes(64).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A key readable by other local users is no secret: tighten a file someone loosened.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new ConfigError(`${file} holds a key shorter than 32 characters`);
  return key;
}

class EnvReader {
  constructor(private readonly env: Env) {}

  optional(name: string): string | null {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? null : value;
  }

  string(name: string, fallback: string): string {
    return this.optional(name) ?? fallback;
  }

  int(name: string, fallback: number, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
    const raw = this.optional(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
    }
    return value;
  }

  /** An http(s) base URL without its trailing slash. */
  url(name: string, fallback: string): string {
    const value = this.string(name, fallback).replace(/\/+$/, '');
    if (!/^https?:\/\/[^\s/]+/i.test(value)) throw new ConfigError(`${name} must be an http:// or https:// URL, got "${value}"`);
    return value;
  }

  /** Two settings that only make sense together (a key pair): both set, or neither. */
  pair<T>(first: string, second: string, build: (a: string, b: string) => T): T | null {
    const a = this.optional(first);
    const b = this.optional(second);
    if (a === null && b === null) return null;
    if (a === null || b === null) throw new ConfigError(`${first} and ${second} must be set together`);
    return build(a, b);
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.optional(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    throw new ConfigError(`${name} must be true or false, got "${raw}"`);
  }
}
