import { Type, type Static } from 'typebox';

export const DEFAULT_SUPERUSER_PASSWORD = 'changethis';

/** A whole number; without an upper bound of its own it stops where numbers stop being exact. */
const Integer = (options: { default: number; minimum: number; maximum?: number; description: string }) =>
  Type.Integer({ maximum: Number.MAX_SAFE_INTEGER, ...options });

/** An http(s) base URL (its trailing slashes are dropped when read). */
const HttpUrl = (options: { default?: string; description?: string } = {}) => Type.String({ format: 'http-url', ...options });

/**
 * Every environment variable the server reads, with its type, default and meaning. Settings without
 * a default here either stay unset (null in Config) or take a default derived from other settings.
 */
export const EnvSchema = Type.Object(
  {
    ENVIRONMENT: Type.String({
      pattern: '^(local|staging|production)$',
      default: 'production',
      description:
        "local, staging or production (the FastAPI full-stack template's setting): local adds POST /api/v1/private/users/, which creates users for end-to-end tests without signing in",
    }),
    NODE_ENV: Type.Optional(Type.String({ description: 'production: weak settings refuse to start, and mail text is never logged' })),
    PORT: Integer({ default: 8000, minimum: 0, maximum: 65535, description: 'port the server listens on' }),
    HOST: Type.String({ default: '0.0.0.0', description: 'address the server listens on' }),
    TLS_CERT_FILE: Type.Optional(
      Type.String({
        description: 'PEM certificate (chain): with TLS_KEY_FILE the server speaks HTTPS and HTTP/2 itself; unset: plain HTTP',
      }),
    ),
    TLS_KEY_FILE: Type.Optional(Type.String({ description: 'PEM private key of TLS_CERT_FILE' })),
    LOG_LEVEL: Type.String({ default: 'info', description: 'Fastify/pino log level' }),
    TRUST_PROXY: Type.Optional(
      Type.String({
        description: 'which X-Forwarded-For to believe: a hop count (1: one proxy in front) or comma-separated proxy addresses/CIDRs',
      }),
    ),
    DATA_DIR: Type.String({ default: './data', description: 'SQLite file app.db, uploads and the generated secret_key' }),
    DATABASE_URL: Type.Optional(Type.String({ format: 'postgres-url', description: 'postgres://... switches from SQLite to PostgreSQL' })),
    DATABASE_SCHEMA: Type.Optional(Type.String({ format: 'sql-identifier', description: 'PostgreSQL schema holding the tables' })),
    SECRET_KEY: Type.Optional(Type.String({ description: 'signs tokens; unset: generated once into DATA_DIR/secret_key' })),
    PROJECT_NAME: Type.String({ default: 'Video Admin', description: 'mail subjects, OpenAPI title' }),
    FIRST_SUPERUSER: Type.String({ default: 'admin@example.com', description: 'created at start when absent' }),
    FIRST_SUPERUSER_PASSWORD: Type.String({ default: DEFAULT_SUPERUSER_PASSWORD, description: 'password of the first superuser' }),
    ACCESS_TOKEN_EXPIRE_MINUTES: Integer({ default: 60 * 24 * 8, minimum: 1, description: 'access token lifetime' }),
    EMAIL_RESET_TOKEN_EXPIRE_HOURS: Integer({ default: 48, minimum: 1, description: 'password reset token lifetime' }),
    FRONTEND_HOST: Type.Optional(
      Type.String({
        description:
          'base of the links in mails and preview links; also an allowed CORS origin; unset: the address the server serves (http or https, HOST or localhost, PORT)',
      }),
    ),
    SMTP_HOST: Type.Optional(Type.String({ description: 'unset: no mail is sent' })),
    SMTP_PORT: Integer({ default: 587, minimum: 1, maximum: 65535, description: 'SMTP server port' }),
    SMTP_USER: Type.Optional(Type.String({ description: 'SMTP user' })),
    SMTP_PASSWORD: Type.Optional(Type.String({ description: 'SMTP password' })),
    SMTP_TLS: Type.Boolean({ default: true, description: 'STARTTLS required' }),
    SMTP_SSL: Type.Boolean({ default: false, description: 'TLS from the first byte' }),
    EMAILS_FROM_EMAIL: Type.String({ default: 'info@example.com', description: 'sender address of mails' }),
    EMAILS_FROM_NAME: Type.Optional(Type.String({ description: 'sender name of mails; unset: PROJECT_NAME' })),
    LOGIN_RATE_LIMIT_ACCOUNT_MAX: Integer({
      default: 5,
      minimum: 1,
      description: 'failures per account from one source before each attempt waits',
    }),
    LOGIN_RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: Integer({
      default: 15 * 60,
      minimum: 1,
      description: 'how long those failures are remembered',
    }),
    LOGIN_RATE_LIMIT_IP_MAX: Integer({ default: 30, minimum: 1, description: 'login attempts of any outcome per source' }),
    LOGIN_RATE_LIMIT_IP_WINDOW_SECONDS: Integer({ default: 60, minimum: 1, description: 'window of LOGIN_RATE_LIMIT_IP_MAX' }),
    RECOVERY_RATE_LIMIT_IP_MAX: Integer({ default: 20, minimum: 1, description: 'recovery mails per source' }),
    RECOVERY_RATE_LIMIT_IP_WINDOW_SECONDS: Integer({ default: 60 * 60, minimum: 1, description: 'window of RECOVERY_RATE_LIMIT_IP_MAX' }),
    RECOVERY_RATE_LIMIT_ADDRESS_MAX: Integer({ default: 5, minimum: 1, description: 'recovery mails per e-mail address' }),
    RECOVERY_RATE_LIMIT_ADDRESS_WINDOW_SECONDS: Integer({
      default: 60 * 60,
      minimum: 1,
      description: 'window of RECOVERY_RATE_LIMIT_ADDRESS_MAX',
    }),
    REQUIRE_TWO_FACTOR_ROLES: Type.String({
      default: 'superuser,release_manager',
      description: 'comma-separated roles (and superuser) whose holders must sign in with a second factor; empty: nobody',
    }),
    USERS_OPEN_REGISTRATION: Type.Boolean({ default: true, description: 'anyone may sign up; false: only superusers add users' }),
    SIGNUP_RATE_LIMIT_IP_MAX: Integer({ default: 10, minimum: 1, description: 'sign-ups per source' }),
    SIGNUP_RATE_LIMIT_WINDOW_SECONDS: Integer({ default: 60 * 60, minimum: 1, description: 'window of SIGNUP_RATE_LIMIT_IP_MAX' }),
    AUDIT_RETENTION_DAYS: Integer({ default: 365, minimum: 1, description: 'how long the audit log keeps an entry' }),
    BULK_JOBS_MAX_QUEUED_PER_USER: Integer({ default: 3, minimum: 1, description: 'bulk jobs one person may have waiting to run' }),
    EVENT_STREAMS_MAX_PER_USER: Integer({ default: 5, minimum: 1, description: 'open change streams per person; 429 beyond' }),
    EVENT_STREAMS_MAX: Integer({ default: 500, minimum: 1, description: 'open change streams per server instance; 429 beyond' }),
    // OWASP's argon2id baseline (19 MiB, 2 passes); tests lower it to stay fast.
    ARGON2_MEMORY_COST: Integer({ default: 19456, minimum: 8, description: 'argon2id memory in KiB' }),
    ARGON2_TIME_COST: Integer({ default: 2, minimum: 1, description: 'argon2id passes' }),
    ARGON2_PARALLELISM: Integer({ default: 1, minimum: 1, maximum: 255, description: 'argon2id lanes' }),
    WEB_ROOT: Type.Optional(Type.String({ description: 'holds shell/dist and remote-*/dist; unset: the repository root' })),
    CORS_ORIGINS: Type.String({ default: '', description: 'comma-separated extra origins allowed to call /api and load /remotes' }),
    API_URL: Type.String({ default: '', description: 'API base served to the shell in /config.json' }),
    FIRST_SCREEN_HINTS: Type.Boolean({
      default: true,
      description:
        "pages carry the runtime config, name every file their first screen loads and show a signed-out screen's markup; false: the shell's page as built",
    }),
    RELEASES_DIR: Type.Optional(Type.String({ description: "the frontends' release store; unset: DATA_DIR/releases" })),
    RELEASES_BASE_URL: Type.Optional(HttpUrl({ description: 'a CDN serving a copy of the release store; unset: this server' })),
    RELEASES_KEEP: Integer({ default: 5, minimum: 0, maximum: 1000, description: 'published releases prune keeps besides the live ones' }),
    RELEASE_UPLOAD_MAX_BYTES: Integer({
      default: 100 * 1024 * 1024,
      minimum: 1024,
      description: 'largest build archive a publish over HTTP may send, in bytes (413 beyond)',
    }),
    RELEASE_PUBLISH_RATE_LIMIT_MAX: Integer({
      default: 30,
      minimum: 1,
      description: 'publishes over HTTP per deploy key (or user) an hour',
    }),
    PREVIEW_TTL_MINUTES: Integer({
      default: 60,
      minimum: 1,
      maximum: 30 * 24 * 60,
      description: "how long a remote release's preview link (and the browser it pins) lasts",
    }),
    DEV_OVERRIDE_ORIGINS: Type.String({
      default: '',
      description:
        "comma-separated http(s) origins a developer's override may load a module from, besides loopback ones (localhost, 127.0.0.1, [::1])",
    }),
    DEV_OVERRIDE_TTL_HOURS: Integer({
      default: 8,
      minimum: 1,
      maximum: 24,
      description: "how long a developer's override of a module in their browser lasts",
    }),
    ROLLOUT_ABORT_FAILURE_SHARE: Type.Number({
      default: 0.2,
      minimum: 0,
      maximum: 1,
      description:
        "a rollout is aborted when its release's share of failing reporters (signed-in persons and address groups) exceeds the live release's by more than this",
    }),
    ROLLOUT_MIN_BROWSERS: Integer({
      default: 10,
      minimum: 1,
      description:
        'reporters (distinct signed-in persons and address groups, not browsers) a rolling-out release must have before it can be aborted automatically',
    }),
    BROWSER_IDS_PER_ADDRESS_GROUP_PER_HOUR: Integer({
      default: 10,
      minimum: 1,
      description:
        'browser ids (the rollout-side cookie) page loads may issue per address group (IPv4 /24, IPv6 /48) an hour; past it a page gets the live releases and no id',
    }),
    METRICS_TOKEN: Type.Optional(
      Type.String({ minLength: 1, description: 'bearer token of GET /metrics (Prometheus); unset: /metrics answers 404' }),
    ),
    STORAGE_URL: Type.Optional(
      Type.String({
        format: 's3-url',
        description: 's3://bucket/prefix: uploads and generated media in that bucket; unset: DATA_DIR/uploads',
      }),
    ),
    S3_BUCKET: Type.Optional(Type.String({ description: 'the bucket, instead of STORAGE_URL (with S3_PREFIX)' })),
    S3_PREFIX: Type.Optional(Type.String({ description: 'folder inside S3_BUCKET for the files' })),
    S3_ENDPOINT: Type.Optional(HttpUrl({ description: 'an S3-compatible service (MinIO, R2, Ceph...); unset: AWS S3' })),
    S3_REGION: Type.String({ default: 'us-east-1', description: 'the bucket region (signing region)' }),
    S3_ACCESS_KEY_ID: Type.Optional(Type.String({ description: 'with S3_SECRET_ACCESS_KEY; unset: the AWS SDK credential chain' })),
    S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ description: 'with S3_ACCESS_KEY_ID' })),
    S3_FORCE_PATH_STYLE: Type.Optional(
      Type.Boolean({ description: 'bucket in the URL path, not the host name; unset: true with S3_ENDPOINT, false on AWS' }),
    ),
    S3_PUBLIC_BASE_URL: Type.Optional(
      HttpUrl({ description: 'a public bucket or CDN serving the objects: /media redirects there instead of streaming' }),
    ),
    SEED_DEMO: Type.Optional(
      Type.Boolean({ description: 'load the demo set into an empty database; unset: only on SQLite outside production' }),
    ),
    COUNT_CACHE_TTL_MS: Integer({
      default: 1000,
      minimum: 0,
      maximum: 60_000,
      description: 'how long list totals may be reused; 0: no cache',
    }),
    WORKER_ENABLED: Type.Boolean({ default: true, description: 'run the video-task worker in this process' }),
    WORKER_POLL_INTERVAL_MS: Integer({ default: 1000, minimum: 10, description: 'how often the worker looks for due tasks' }),
    WORKER_CONCURRENCY: Integer({ default: 4, minimum: 1, maximum: 100, description: 'tasks in progress per instance' }),
    WORKER_MAX_ATTEMPTS: Integer({ default: 5, minimum: 1, maximum: 100, description: 'failed platform calls before a task fails' }),
    WORKER_RETRY_BASE_MS: Integer({ default: 2000, minimum: 0, description: 'first retry delay, doubling per attempt' }),
    WORKER_RETRY_MAX_MS: Integer({ default: 60_000, minimum: 0, description: 'longest retry delay' }),
    WORKER_LEASE_MS: Integer({ default: 120_000, minimum: 100, description: 'how long a claimed task stays reserved' }),
    TASK_POLL_INTERVAL_MS: Integer({ default: 10_000, minimum: 0, description: 'between two status queries of a running task' }),
    TASK_DEADLINE_MS: Integer({
      default: 3 * 60 * 60 * 1000,
      minimum: 0,
      description: 'a task still processing this long fails; 0: no deadline',
    }),
    LOCAL_PLATFORM_DELAY_MS: Integer({ default: 4000, minimum: 0, description: 'time the local platform takes to render' }),
    PLATFORM_TIMEOUT_MS: Integer({ default: 30_000, minimum: 100, description: 'one HTTP call to a platform or an image download' }),
    KELING_ACCESS_KEY: Type.Optional(Type.String({ description: 'with KELING_SECRET_KEY: the real 可灵 API for keling tasks' })),
    KELING_SECRET_KEY: Type.Optional(Type.String({ description: 'with KELING_ACCESS_KEY' })),
    KELING_BASE_URL: Type.String({ default: 'https://api-beijing.klingai.com', description: '可灵 API base URL' }),
    KELING_MODEL: Type.String({ default: 'kling-v1-6', description: '可灵 model' }),
    JIMENG_ACCESS_KEY: Type.Optional(
      Type.String({ description: 'with JIMENG_SECRET_KEY: the real 即梦 (Volcengine) API for jimeng tasks' }),
    ),
    JIMENG_SECRET_KEY: Type.Optional(Type.String({ description: 'with JIMENG_ACCESS_KEY' })),
    JIMENG_BASE_URL: Type.String({ default: 'https://visual.volcengineapi.com', description: '即梦 API base URL' }),
    JIMENG_REGION: Type.String({ default: 'cn-north-1', description: '即梦 signing region' }),
    JIMENG_SERVICE: Type.String({ default: 'cv', description: '即梦 signing service' }),
    JIMENG_REQ_KEY: Type.String({ default: 'jimeng_i2v_first_v30', description: '即梦 image-to-video model' }),
    JIMENG_TEXT_REQ_KEY: Type.String({ default: 'jimeng_t2v_v30', description: '即梦 text-to-video model' }),
    MINIMAX_API_KEY: Type.Optional(Type.String({ description: 'set: the real MiniMax API for minimax tasks' })),
    MINIMAX_BASE_URL: Type.String({ default: 'https://api.minimaxi.com', description: 'MiniMax API base URL' }),
    MINIMAX_MODEL: Type.String({ default: 'MiniMax-Hailuo-02', description: 'MiniMax model' }),
    AI_BASE_URL: Type.Optional(HttpUrl({ description: 'an OpenAI-compatible API (…/v1); unset: the offline writer' })),
    AI_API_KEY: Type.Optional(Type.String({ description: 'bearer key of AI_BASE_URL' })),
    AI_MODEL: Type.String({ default: 'gpt-4o-mini', description: 'text model' }),
    AI_IMAGE_MODEL: Type.String({ default: 'gpt-image-1', description: 'image model' }),
    AI_IMAGE_SIZE: Type.String({ default: '1024x1024', description: 'generated image size' }),
    AI_TIMEOUT_MS: Integer({ default: 60_000, minimum: 100, description: 'one AI call' }),
    WEBAUTHN_RP_ID: Type.Optional(
      Type.String({ minLength: 1, maxLength: 253, description: "passkeys' relying party id (a domain); unset: FRONTEND_HOST's host name" }),
    ),
    WEBAUTHN_RP_NAME: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: 'the name a passkey prompt shows; unset: PROJECT_NAME' }),
    ),
    OIDC_ISSUER: Type.Optional(
      HttpUrl({ description: "single sign-on: the OpenID Connect provider's issuer URL (with OIDC_CLIENT_ID); unset: no single sign-on" }),
    ),
    OIDC_CLIENT_ID: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: "this server's client id at the provider" })),
    OIDC_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1, description: 'its client secret; unset: a public client (PKCE alone)' })),
    OIDC_DISPLAY_NAME: Type.String({
      default: 'SSO',
      minLength: 1,
      maxLength: 40,
      description: 'the provider\'s name on the sign-in button ("Sign in with <name>")',
    }),
    OIDC_ROLE_CLAIM: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: 'the claim (a string or a list) whose values give roles at every sign-in, e.g. groups',
      }),
    ),
    OIDC_ROLE_MAPPING: Type.String({
      default: '',
      description: 'claim value=roles (or superuser), ";"-separated: reviewers=template_reviewer;admins=superuser',
    }),
    OIDC_ONLY: Type.Boolean({
      default: false,
      description: 'password sign-in, sign-up and recovery off for everyone but FIRST_SUPERUSER (the break-glass account)',
    }),
  },
  {
    // Anything else in the environment is not a setting and is left out.
    additionalProperties: false,
    // A platform's keys go together (so do the bucket's, and the TLS certificate and key), and a platform's base URL is checked
    // only once they are set: a platform nobody uses cannot stop a start.
    dependencies: {
      TLS_CERT_FILE: Type.Object({ TLS_KEY_FILE: Type.String() }),
      TLS_KEY_FILE: Type.Object({ TLS_CERT_FILE: Type.String() }),
      KELING_ACCESS_KEY: Type.Object({ KELING_SECRET_KEY: Type.String(), KELING_BASE_URL: HttpUrl() }),
      KELING_SECRET_KEY: Type.Object({ KELING_ACCESS_KEY: Type.String() }),
      JIMENG_ACCESS_KEY: Type.Object({ JIMENG_SECRET_KEY: Type.String(), JIMENG_BASE_URL: HttpUrl() }),
      JIMENG_SECRET_KEY: Type.Object({ JIMENG_ACCESS_KEY: Type.String() }),
      MINIMAX_API_KEY: Type.Object({ MINIMAX_BASE_URL: HttpUrl() }),
      S3_ACCESS_KEY_ID: Type.Object({ S3_SECRET_ACCESS_KEY: Type.String() }),
      S3_SECRET_ACCESS_KEY: Type.Object({ S3_ACCESS_KEY_ID: Type.String() }),
    },
  },
);

/** The environment once validated: every default filled in, numbers and booleans converted. */
export type Settings = Static<typeof EnvSchema>;

export type SettingName = keyof Settings;
