import type { ColumnType, SqlBool } from 'kysely';

/**
 * Booleans come back as true/false from PostgreSQL and as 1/0 from SQLite, so reads are SqlBool
 * and the repositories turn them into real booleans.
 */
type Flag = ColumnType<SqlBool, boolean, boolean>;

/**
 * Timestamps are ISO 8601 UTC strings with milliseconds ("2026-11-22T08:15:00.123Z") made in
 * code. Stored as text they read back identically from both dialects, and their text order is
 * their time order, which the "newest first" lists rely on.
 */
type Timestamp = string;

export interface UsersTable {
  id: string;
  email: string;
  hashed_password: string;
  full_name: string | null;
  is_active: Flag;
  is_superuser: Flag;
  created_at: Timestamp;
  /** Reset tokens issued before this instant are refused (they are single-use). */
  password_changed_at: Timestamp;
  /** The last successful sign-in (POST /login/access-token); null before the first. */
  last_login_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** One back-office role (lib/roles.ts) held by one user. */
export interface UserRolesTable {
  user_id: string;
  role: string;
}

export interface ItemsTable {
  id: string;
  title: string;
  description: string | null;
  owner_id: string;
  created_at: Timestamp;
}

/** Auto-incremented integer key: generated on insert, read as a number. */
type Serial = ColumnType<number, never, never>;

/** JSON objects are stored as text (identical on both dialects) and parsed by the repositories. */
type JsonText = string | null;

export interface VideoTemplatesTable {
  template_id: Serial;
  original_template_id: number | null;
  template_name: string | null;
  template_platform: string | null;
  template_prompt: string | null;
  template_category_id: string | null;
  template_status: string;
  template_sub_status: string;
  template_params: JsonText;
  template_main_image: string | null;
  template_video_url: string | null;
  template_video_url_1: string | null;
  template_video_url_2: string | null;
  template_video_url_3: string | null;
  template_video_url_4: string | null;
  template_reference_image_1: string | null;
  template_reference_image_2: string | null;
  template_reference_image_3: string | null;
  template_reference_image_4: string | null;
  template_image_num: number | null;
  photo_tips_id: number | null;
  template_top_title: string | null;
  template_system_recommendation: string | null;
  template_user_evaluation: string | null;
  template_is_manual_audit: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VideoTemplateHistoryTable {
  id: Serial;
  template_id: number;
  action: string;
  /** {field: [old, new]} as JSON text. */
  changes: string;
  actor_id: string | null;
  actor_email: string | null;
  created_at: Timestamp;
}

export interface VideoTasksTable {
  task_id: Serial;
  template_id: number;
  original_template_id: number | null;
  user_id: number;
  platform: string;
  platform_task_id: string | null;
  task_status: number;
  is_read: Flag;
  video_url: string | null;
  first_image: string | null;
  second_image: string | null;
  merged_image: string | null;
  create_task_params: JsonText;
  create_task_rsp: JsonText;
  query_task_rsp: JsonText;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The worker drives only these (tasks created through the API or an upload, never demo rows). */
  worker_managed: Flag;
  /** Failed platform calls so far (reset when a step succeeds). */
  attempts: number;
  /** When the worker may act on the task next (ISO timestamp). */
  next_attempt_at: Timestamp | null;
  /** Instance holding the task, until locked_until. */
  locked_by: string | null;
  locked_until: Timestamp | null;
  /** Set on tasks made by a reference-image upload: the finished video becomes template_video_url_N. */
  template_video_slot: number | null;
}

/** Small key/value facts about the database itself (e.g. whether the demo data was loaded). */
export interface AppMetaTable {
  key: string;
  value: string;
  created_at: Timestamp;
}

/** One published release of a frontend (the shell or a remote); its files never change. */
export interface FrontendReleasesTable {
  /** The frontend's workspace folder: 'shell', 'remote-items'... */
  package: string;
  release_id: string;
  version: string;
  built_at: Timestamp;
  published_at: Timestamp;
  /** JSON array of the shared modules the build provides or needs. */
  shared: string;
  /** Who published it: a user's e-mail, a deploy key, or `server` (a build adopted at start). */
  published_by: ColumnType<string, string | undefined, string>;
  /** When it was withdrawn: from then on it is never served nor made live again. */
  withdrawn_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /**
   * JSON array of the shared singletons that did not fit the live releases when it was first
   * published (see Mismatch); null for a release published before they were recorded.
   */
  mismatches: ColumnType<string | null, string | null | undefined, string | null>;
  /** The commit its build was made from (the build's build-info.json); null when the build named none. */
  build_commit: ColumnType<string | null, string | null | undefined, string | null>;
  /** What its publisher said of it (`--notes`); null when nothing was said. */
  notes: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Which release of a frontend new page loads get. */
export interface FrontendLiveTable {
  package: string;
  release_id: string;
  promoted_at: Timestamp;
}

/** Every move of a live pointer, in order: rollback and retention read it. */
export interface FrontendPromotionsTable {
  id: Serial;
  package: string;
  release_id: string;
  previous_release_id: string | null;
  action: 'promote' | 'rollback' | 'first';
  actor: string;
  promoted_at: Timestamp;
}

/** A frontend module the product knows: the shell (the host) or a remote. */
export interface FrontendModulesTable {
  /** Its package name, e.g. 'remote-reports'. */
  name: string;
  /** URL segment under /remotes/; null for the host. */
  segment: string | null;
  /** Its federation name, the module's key in the runtime config. */
  config_key: string;
  /** JSON: {"en": ..., "zh-CN": ...} */
  display_name: string;
  is_host: Flag;
  created_at: Timestamp;
  created_by: string;
  retired_at: Timestamp | null;
}

/**
 * A path a frontend module claims: its releases may mount routes and menu entries under it. A path
 * belongs to the longest claim covering it (equal, or a prefix followed by '/').
 */
export interface FrontendModulePathsTable {
  /** Lower case, like /admin/users; one owner per path. */
  path: string;
  module: string;
  /** Granted by a superuser under another module's claim. */
  explicit: Flag;
  granted_by: string;
  granted_at: Timestamp;
}

/** A key that lets one module's CI publish (and, when allowed, promote) that module alone. */
export interface DeployKeysTable {
  id: string;
  module: string;
  name: string;
  /** SHA-256 of the secret, hex. */
  key_hash: string;
  can_promote: Flag;
  created_at: Timestamp;
  created_by: string;
  expires_at: Timestamp | null;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** Who published, promoted, rolled back, pruned, rolled out or previewed which release, and when. */
export interface ReleaseEventsTable {
  id: Serial;
  package: string;
  release_id: string;
  action:
    | 'publish'
    | 'promote'
    | 'rollback'
    | 'first'
    | 'prune'
    | 'rollout'
    | 'rollout-abort'
    | 'rollout-complete'
    | 'preview'
    | 'preview-end'
    | 'withdraw';
  actor: string;
  at: Timestamp;
  /** A rollout's percentage, why one was aborted; null for the rest. */
  detail: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The one rollout of a module: a share of browsers gets the release instead of the live one. */
export interface FrontendRolloutsTable {
  package: string;
  release_id: string;
  /** 1..99. */
  percent: number;
  started_at: Timestamp;
  started_by: string;
  updated_at: Timestamp;
}

/** A preview link given out: until it expires, the release is kept. */
export interface FrontendPreviewsTable {
  id: string;
  package: string;
  release_id: string;
  created_by: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** The deploy key that made it (revoking the key ends it); null for a person. */
  created_by_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** When it was ended (revoked, its key revoked, its release withdrawn): from then on it loads nothing. */
  ended_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** Why a developer's override ended. */
export type OverrideEndReason = 'ended' | 'signed-out' | 'expired' | 'permission' | 'password' | 'replaced';

/** A developer's override of one module in one browser of theirs: a development server's manifest, or a stored release. */
export interface FrontendOverridesTable {
  id: string;
  user_id: string;
  /** The browser's assignment id (fe_browser) it is bound to. */
  browser_id: string;
  /** The `iat` (seconds) of the bearer token that started it: a password change after it ends the override. */
  token_issued_at: ColumnType<number | string, number, number>;
  module: string;
  /** The manifest's URL and its origin; null for a release override. */
  url: string | null;
  origin: string | null;
  /** The stored release loaded instead; null for a URL override. */
  release_id: string | null;
  started_at: Timestamp;
  expires_at: Timestamp;
  ended_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  end_reason: ColumnType<OverrideEndReason | null, OverrideEndReason | null | undefined, OverrideEndReason | null>;
}

/** One rate-limit counter (see lib/rate-limits). */
export interface RateLimitsTable {
  key: string;
  points: number;
  /** Epoch milliseconds when the counter ends; null: never. PostgreSQL returns bigint as text. */
  expire: number | string | null;
}

/** A person's saved view of a list (modules/user-views); `state` is JSON text. */
export interface UserViewsTable {
  id: string;
  owner_id: string;
  list: string;
  name: string;
  state: string;
  is_default: Flag;
  shared_with_role: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One signed-in session of a person (modules/sessions); ended_at is null while it is live. */
export interface UserSessionsTable {
  id: string;
  user_id: string;
  /** How the person signed in: 'password' (later also 'passkey', 'sso'). */
  method: string;
  user_agent: string;
  address: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  ended_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** View-as (modules/view-as): the role a superuser's session looks at the product as, or null. */
  view_as_role: ColumnType<string | null, string | null | undefined, string | null>;
  /** View-as: the person a superuser's session looks at the product as, or null. */
  view_as_user_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A person's second factor (modules/two-factor): the TOTP secret once confirmed, and its replay guards. */
export interface TwoFactorTable {
  user_id: string;
  secret: string | null;
  pending_secret: string | null;
  enabled_at: Timestamp | null;
  /** PostgreSQL returns bigint as text. */
  last_step: ColumnType<number | string, number | undefined, number>;
  tickets_valid_after: ColumnType<number | string, number | undefined, number>;
}

/** One unused recovery code of a person, as a keyed hash. */
export interface TwoFactorRecoveryCodesTable {
  user_id: string;
  code_hash: string;
}

export interface Database {
  rate_limits: RateLimitsTable;
  frontend_releases: FrontendReleasesTable;
  frontend_live: FrontendLiveTable;
  frontend_promotions: FrontendPromotionsTable;
  frontend_modules: FrontendModulesTable;
  frontend_module_paths: FrontendModulePathsTable;
  deploy_keys: DeployKeysTable;
  release_events: ReleaseEventsTable;
  frontend_rollouts: FrontendRolloutsTable;
  frontend_previews: FrontendPreviewsTable;
  frontend_overrides: FrontendOverridesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  user_views: UserViewsTable;
  user_sessions: UserSessionsTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  items: ItemsTable;
  video_templates: VideoTemplatesTable;
  video_template_history: VideoTemplateHistoryTable;
  video_tasks: VideoTasksTable;
  app_meta: AppMetaTable;
}
