import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDotEnv, readEnv, type Env } from './env.js';
import { ConfigError } from './errors.js';
import { refuseWeakProductionSettings } from './production.js';
import { publicAddress } from './public-address.js';
import { loadOrCreateSecretKey } from './secret-key.js';
import { oidcFrom } from './oidc.js';
import { storageFrom } from './storage.js';
import { tlsFrom } from './tls.js';
import { readTrustProxy } from './trust-proxy.js';
import type { Config, DeploymentEnvironment, PlatformsConfig } from './types.js';
import type { Settings } from './schema.js';
import { ROLES, isRole } from '../lib/roles.js';

export interface LoadConfigOptions {
  /** Variables to read; defaults to process.env. */
  env?: Env;
  /** Folder holding the optional .env file and against which relative paths resolve. */
  cwd?: string;
}

/** The setting that pins a module: its config key in upper snake case (videoTasks -> REMOTE_VIDEO_TASKS_URL). */
export function remoteUrlSetting(configKey: string): string {
  return `REMOTE_${configKey.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_URL`;
}

/**
 * Every REMOTE_*_URL that is set, by name: any module, registered now or later, can be pinned
 * without the server knowing it in advance. Each must be a site path or an http(s) URL.
 */
function remoteUrlsFrom(given: Readonly<Record<string, string>>): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    if (!/^REMOTE_[A-Z0-9_]+_URL$/.test(name)) continue;
    if (!/^(\/|https?:\/\/)/i.test(value)) throw new ConfigError(`${name} must be a path on this site or an http(s) URL, got "${value}"`);
    urls[name] = value;
  }
  return urls;
}

/**
 * DEV_OVERRIDE_ORIGINS as origins: each entry an http(s) origin (scheme, host, optional port; no
 * path, credentials, query or fragment), compared as URL.origin spells it.
 */
function devOverrideOrigins(value: string): string[] {
  const origins: string[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    const bare =
      url &&
      /^https?:$/.test(url.protocol) &&
      !url.username &&
      !url.password &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !entry.endsWith('#');
    if (!url || !bare)
      throw new ConfigError(`DEV_OVERRIDE_ORIGINS must list http(s) origins (https://dev.example.com:8443), got "${entry}"`);
    origins.push(url.origin);
  }
  return [...new Set(origins)];
}

/**
 * REQUIRE_TWO_FACTOR_ROLES as role keys: each entry a role of lib/roles.ts or `superuser`; an
 * unknown entry stops the start (a typo must not silently exempt a role from the second factor).
 */
function twoFactorRoles(value: string): string[] {
  const entries = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const entry of entries)
    if (entry !== 'superuser' && !isRole(entry))
      throw new ConfigError(`REQUIRE_TWO_FACTOR_ROLES must list roles (${ROLES.join(', ')}) or superuser, got "${entry}"`);
  return [...new Set(entries)];
}

/**
 * REQUIRE_TWO_FACTOR_ROLES as set, a blank value included: blank means nobody, where other blank
 * settings take their default. Undefined when it is not set at all (the default applies).
 */
function twoFactorRolesSetting(env: Env, cwd: string): string | undefined {
  return env.REQUIRE_TWO_FACTOR_ROLES ?? readDotEnv(cwd).REQUIRE_TWO_FACTOR_ROLES;
}

/** The settings the server runs with, from the environment and ./.env (readEnv). */
export function loadConfig(options: LoadConfigOptions = {}): Config {
  const cwd = options.cwd ?? process.cwd();
  const { settings: s, given } = readEnv(options.env ?? process.env, cwd);
  const production = s.NODE_ENV === 'production';
  const dataDir = resolvePath(cwd, s.DATA_DIR);
  const databaseUrl = s.DATABASE_URL ?? null;
  const tls = tlsFrom(s, cwd);
  const frontendHost = withoutTrailingSlash(s.FRONTEND_HOST ?? publicAddress({ host: s.HOST, port: s.PORT, tls: tls !== null }));

  const config: Config = {
    port: s.PORT,
    host: s.HOST,
    tls,
    logLevel: s.LOG_LEVEL,
    production,
    trustProxy: readTrustProxy(s.TRUST_PROXY),
    dataDir,
    databaseUrl,
    databaseSchema: s.DATABASE_SCHEMA ?? null,
    sqlitePath: join(dataDir, 'app.db'),
    secretKey: s.SECRET_KEY ?? loadOrCreateSecretKey(dataDir),
    projectName: s.PROJECT_NAME,
    firstSuperuser: s.FIRST_SUPERUSER,
    firstSuperuserPassword: s.FIRST_SUPERUSER_PASSWORD,
    accessTokenExpireMinutes: s.ACCESS_TOKEN_EXPIRE_MINUTES,
    emailResetTokenExpireHours: s.EMAIL_RESET_TOKEN_EXPIRE_HOURS,
    frontendHost,
    smtp: {
      host: s.SMTP_HOST ?? null,
      port: s.SMTP_PORT,
      user: s.SMTP_USER ?? null,
      password: s.SMTP_PASSWORD ?? null,
      tls: s.SMTP_TLS,
      ssl: s.SMTP_SSL,
    },
    emailsFromEmail: s.EMAILS_FROM_EMAIL,
    emailsFromName: s.EMAILS_FROM_NAME ?? s.PROJECT_NAME,
    loginRateLimit: {
      accountMax: s.LOGIN_RATE_LIMIT_ACCOUNT_MAX,
      accountWindowSeconds: s.LOGIN_RATE_LIMIT_ACCOUNT_WINDOW_SECONDS,
      ipMax: s.LOGIN_RATE_LIMIT_IP_MAX,
      ipWindowSeconds: s.LOGIN_RATE_LIMIT_IP_WINDOW_SECONDS,
    },
    recoveryRateLimit: {
      ipMax: s.RECOVERY_RATE_LIMIT_IP_MAX,
      ipWindowSeconds: s.RECOVERY_RATE_LIMIT_IP_WINDOW_SECONDS,
      addressMax: s.RECOVERY_RATE_LIMIT_ADDRESS_MAX,
      addressWindowSeconds: s.RECOVERY_RATE_LIMIT_ADDRESS_WINDOW_SECONDS,
    },
    // Only single sign-on adds people when it is the only way in.
    openRegistration: s.USERS_OPEN_REGISTRATION && !s.OIDC_ONLY,
    requireTwoFactorRoles: twoFactorRoles(twoFactorRolesSetting(options.env ?? process.env, cwd) ?? s.REQUIRE_TWO_FACTOR_ROLES),
    environment: s.ENVIRONMENT as DeploymentEnvironment,
    signupRateLimit: { ipMax: s.SIGNUP_RATE_LIMIT_IP_MAX, windowSeconds: s.SIGNUP_RATE_LIMIT_WINDOW_SECONDS },
    auditRetentionDays: s.AUDIT_RETENTION_DAYS,
    bulkJobsMaxQueuedPerUser: s.BULK_JOBS_MAX_QUEUED_PER_USER,
    eventStreams: { maxPerUser: s.EVENT_STREAMS_MAX_PER_USER, max: s.EVENT_STREAMS_MAX },
    argon2: { memoryCost: s.ARGON2_MEMORY_COST, timeCost: s.ARGON2_TIME_COST, parallelism: s.ARGON2_PARALLELISM },
    webRoot: resolvePath(cwd, s.WEB_ROOT ?? defaultWebRoot()),
    corsOrigins: s.CORS_ORIGINS.split(',')
      .map((origin) => withoutTrailingSlash(origin.trim()))
      .filter((origin) => origin !== ''),
    apiUrl: s.API_URL,
    remoteUrls: remoteUrlsFrom(given),
    firstScreenHints: s.FIRST_SCREEN_HINTS,
    releases: {
      store: s.RELEASES_DIR === undefined && (s.STORAGE_URL !== undefined || s.S3_BUCKET !== undefined) ? 'bucket' : 'local',
      dir: resolvePath(cwd, s.RELEASES_DIR ?? join(dataDir, 'releases')),
      baseUrl: s.RELEASES_BASE_URL === undefined ? null : withoutTrailingSlash(s.RELEASES_BASE_URL),
      keep: s.RELEASES_KEEP,
      uploadMaxBytes: s.RELEASE_UPLOAD_MAX_BYTES,
      publishRateLimitMax: s.RELEASE_PUBLISH_RATE_LIMIT_MAX,
      previewTtlMinutes: s.PREVIEW_TTL_MINUTES,
    },
    rolloutAbort: { failureShare: s.ROLLOUT_ABORT_FAILURE_SHARE, minBrowsers: s.ROLLOUT_MIN_BROWSERS },
    browserIdsPerAddressGroupPerHour: s.BROWSER_IDS_PER_ADDRESS_GROUP_PER_HOUR,
    devOverrides: { origins: devOverrideOrigins(s.DEV_OVERRIDE_ORIGINS), ttlHours: s.DEV_OVERRIDE_TTL_HOURS },
    metricsToken: s.METRICS_TOKEN ?? null,
    uploadsDir: join(dataDir, 'uploads'),
    storage: storageFrom(s, join(dataDir, 'uploads')),
    // Demo rows are for a first look on the embedded database; a shared or production one gets them only when asked.
    seedDemo: s.SEED_DEMO ?? (databaseUrl === null && !production),
    countCacheTtlMs: s.COUNT_CACHE_TTL_MS,
    worker: {
      enabled: s.WORKER_ENABLED,
      pollIntervalMs: s.WORKER_POLL_INTERVAL_MS,
      concurrency: s.WORKER_CONCURRENCY,
      maxAttempts: s.WORKER_MAX_ATTEMPTS,
      retryBaseMs: s.WORKER_RETRY_BASE_MS,
      retryMaxMs: s.WORKER_RETRY_MAX_MS,
      leaseMs: s.WORKER_LEASE_MS,
      taskPollIntervalMs: s.TASK_POLL_INTERVAL_MS,
      taskDeadlineMs: s.TASK_DEADLINE_MS,
      localDelayMs: s.LOCAL_PLATFORM_DELAY_MS,
      platformTimeoutMs: s.PLATFORM_TIMEOUT_MS,
    },
    platforms: platformsFrom(s),
    ai: {
      baseUrl: s.AI_BASE_URL === undefined ? null : withoutTrailingSlash(s.AI_BASE_URL),
      apiKey: s.AI_API_KEY ?? null,
      model: s.AI_MODEL,
      imageModel: s.AI_IMAGE_MODEL,
      imageSize: s.AI_IMAGE_SIZE,
      timeoutMs: s.AI_TIMEOUT_MS,
    },
    webauthn: webauthnFrom(s, frontendHost),
    oidc: oidcFrom(s),
  };
  if (production) refuseWeakProductionSettings(config);
  return config;
}

/**
 * Passkeys' relying party: a passkey is bound to its id (a domain: the frontend's host name unless
 * set), and a ceremony counts only from the origins the frontend is served at.
 */
function webauthnFrom(s: Settings, frontendHost: string): Config['webauthn'] {
  const extraOrigins = s.CORS_ORIGINS.split(',')
    .map((origin) => withoutTrailingSlash(origin.trim()))
    .filter((origin) => origin !== '' && origin !== frontendHost);
  return {
    rpId: s.WEBAUTHN_RP_ID ?? new URL(frontendHost).hostname,
    rpName: s.WEBAUTHN_RP_NAME ?? s.PROJECT_NAME,
    origins: [frontendHost, ...extraOrigins],
  };
}

/** The schema makes a platform's keys go together, so one key set means both are. */
function platformsFrom(s: Settings): PlatformsConfig {
  return {
    keling:
      s.KELING_ACCESS_KEY === undefined || s.KELING_SECRET_KEY === undefined
        ? null
        : {
            accessKey: s.KELING_ACCESS_KEY,
            secretKey: s.KELING_SECRET_KEY,
            baseUrl: withoutTrailingSlash(s.KELING_BASE_URL),
            model: s.KELING_MODEL,
          },
    jimeng:
      s.JIMENG_ACCESS_KEY === undefined || s.JIMENG_SECRET_KEY === undefined
        ? null
        : {
            accessKey: s.JIMENG_ACCESS_KEY,
            secretKey: s.JIMENG_SECRET_KEY,
            baseUrl: withoutTrailingSlash(s.JIMENG_BASE_URL),
            region: s.JIMENG_REGION,
            service: s.JIMENG_SERVICE,
            reqKeyImage: s.JIMENG_REQ_KEY,
            reqKeyText: s.JIMENG_TEXT_REQ_KEY,
          },
    minimax:
      s.MINIMAX_API_KEY === undefined
        ? null
        : { apiKey: s.MINIMAX_API_KEY, baseUrl: withoutTrailingSlash(s.MINIMAX_BASE_URL), model: s.MINIMAX_MODEL },
  };
}

/**
 * The repository root: this file is server/src/config/load.ts under tsx and server/dist/config/load.js
 * once built, so three levels up is the folder holding shell, the remote-* folders and server either way.
 */
function defaultWebRoot(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
}

function resolvePath(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

function withoutTrailingSlash(value: string): string {
  return value.replace(/\/+$/, '');
}
