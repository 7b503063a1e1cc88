import type { Argon2Config } from '../lib/passwords.js';
import type { OidcConfig } from './oidc.js';

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
  /**
   * Where release files live: 'bucket' under releases/ in the bucket of STORAGE_URL (when it is
   * set and RELEASES_DIR is not), else 'local' in `dir`.
   */
  store: 'local' | 'bucket';
  /** The local release store: <dir>/<frontend>/<release id>/ (RELEASES_DIR, default DATA_DIR/releases). */
  dir: string;
  /**
   * Where browsers load the remotes' releases from: null, this server (/remotes/<segment>/<id>/);
   * otherwise a CDN or static host serving an uploaded copy of the store (RELEASES_BASE_URL).
   */
  baseUrl: string | null;
  /** Published releases prune keeps besides the live and the recently live ones (RELEASES_KEEP). */
  keep: number;
  /** Largest gzip tar a publish over HTTP may send (RELEASE_UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number;
  /** Publishes over HTTP one deploy key (or user) may make in an hour (RELEASE_PUBLISH_RATE_LIMIT_MAX). */
  publishRateLimitMax: number;
  /** How long a preview link, and the pin it gives a browser, lasts (PREVIEW_TTL_MINUTES). */
  previewTtlMinutes: number;
}

/** Uploaded and generated files in an S3-compatible bucket (STORAGE_URL or S3_BUCKET, and the S3_* settings). */
export interface S3Config {
  bucket: string;
  /** Folder inside the bucket, without slashes at either end ('' for the bucket's root), so one bucket can hold other things too. */
  prefix: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Ceph...); null: AWS S3 itself. */
  endpoint: string | null;
  /** Both null: the SDK's usual credential chain (AWS_* variables, profiles, instance roles). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** bucket in the path (http://host/bucket/key) rather than the host name; most self-hosted services need it. */
  forcePathStyle: boolean;
  /** A public bucket or CDN address serving the bucket's objects by their full name; null: /media streams. */
  publicBaseUrl: string | null;
}

/** Where uploads and generated media live: DATA_DIR/uploads (the default), or a bucket. */
export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Config);

/** The certificate (chain) and private key, as PEM, the server terminates TLS with. */
export interface TlsConfig {
  cert: Buffer;
  key: Buffer;
}

/** Where this server runs (ENVIRONMENT); only 'local' opens the test-only routes under /api/v1/private. */
export type DeploymentEnvironment = 'local' | 'staging' | 'production';

export interface Config {
  /** ENVIRONMENT: 'local' adds /api/v1/private (users made for end-to-end tests); default 'production'. */
  environment: DeploymentEnvironment;
  port: number;
  host: string;
  /** TLS_CERT_FILE and TLS_KEY_FILE read: the server speaks HTTPS and HTTP/2 (HTTP/1.1 too); null: plain HTTP. */
  tls: TlsConfig | null;
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
  /** USERS_OPEN_REGISTRATION: anyone may sign up (the screens then offer it); never with OIDC_ONLY. */
  openRegistration: boolean;
  /** REQUIRE_TWO_FACTOR_ROLES: the roles (and 'superuser') whose holders must use a second factor; empty: nobody. */
  requireTwoFactorRoles: readonly string[];
  /** Sign-ups allowed per source address in a window; 429 with Retry-After beyond. */
  signupRateLimit: { ipMax: number; windowSeconds: number };
  /** Days an audit entry is kept. */
  auditRetentionDays: number;
  /** Bulk jobs one person may have queued at once. */
  bulkJobsMaxQueuedPerUser: number;
  /** Open change streams allowed per person and per instance. */
  eventStreams: { maxPerUser: number; max: number };
  argon2: Argon2Config;
  webRoot: string;
  corsOrigins: string[];
  apiUrl: string;
  /**
   * Where remotes are pinned, by setting name: REMOTE_<CONFIG KEY IN UPPER SNAKE CASE>_URL (see
   * remoteUrlSetting). A pinned remote is served from there, never from a release.
   */
  remoteUrls: Record<string, string>;
  /** Pages carry the runtime config and preload hints for their route's files (FIRST_SCREEN_HINTS). */
  firstScreenHints: boolean;
  releases: ReleasesConfig;
  /**
   * When the server aborts a rollout by itself: the rolling-out release's share of failing
   * reporters (signed-in persons and address groups) exceeds the live release's by more than
   * failureShare, over at least minBrowsers such reporters.
   */
  rolloutAbort: { failureShare: number; minBrowsers: number };
  /**
   * Developers' overrides: the origins besides loopback ones a module may be loaded from
   * (DEV_OVERRIDE_ORIGINS, each an origin without a path) and how long one lasts (DEV_OVERRIDE_TTL_HOURS).
   */
  devOverrides: { origins: string[]; ttlHours: number };
  /** Browser ids page loads may issue per address group (IPv4 /24, IPv6 /48) an hour, counted across instances. */
  browserIdsPerAddressGroupPerHour: number;
  /** Bearer token of GET /metrics (METRICS_TOKEN); null: the route answers 404. */
  metricsToken: string | null;
  /** DATA_DIR/uploads: the local storage's folder, and what the media migration copies into a bucket. */
  uploadsDir: string;
  storage: StorageConfig;
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
  /**
   * Passkeys (WebAuthn): the relying party's id (WEBAUTHN_RP_ID, default FRONTEND_HOST's host
   * name) and name (WEBAUTHN_RP_NAME, default PROJECT_NAME); a ceremony is accepted from the
   * frontend's origins only (FRONTEND_HOST and CORS_ORIGINS).
   */
  webauthn: { rpId: string; rpName: string; origins: string[] };
  /** Single sign-on with an OpenID Connect provider (OIDC_*); null: off. */
  oidc: OidcConfig | null;
}
