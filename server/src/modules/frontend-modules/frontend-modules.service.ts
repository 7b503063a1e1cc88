import { isUniqueViolation } from '../../db/unique-violation.js';
import { conflict, forbidden, notFound, validationFailed } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import type { FrontendModulesRepository, ModuleRow, PathClaimRow } from './frontend-modules.repository.js';
import {
  MODULE_ALREADY_REGISTERED,
  MODULE_NOT_FOUND,
  ONLY_SUPERUSER_GRANTS_UNDER,
  configKeyTaken,
  hostCannotRetire,
  hostClaimsNoPaths,
  moduleHolder,
  moduleNameTaken,
  moduleNeeded,
  moduleNotRetired,
  pathClaimedBy,
  pathUnderClaim,
  reservedConfigKey,
  segmentTaken,
} from '../../lib/messages.js';
import { essentialPathsOf } from './essential-paths.js';
import { defaultClaim, ownerOf, type PathClaim } from './module-paths.js';

/** A frontend module: the shell (the host) or a remote, enabled or retired. */
export interface FrontendModule {
  /** Its package name, e.g. `remote-items`. */
  name: string;
  /** URL segment under /remotes/; null for the host, served at the root. */
  segment: string | null;
  /** Its federation name, the module's key in the runtime config. */
  configKey: string;
  displayName: { en: string; 'zh-CN': string };
  isHost: boolean;
  /** Stored timestamps (ISO with milliseconds). */
  retiredAt: string | null;
  createdAt: string;
  createdBy: string;
}

export interface NewFrontendModule {
  name: string;
  segment: string;
  configKey: string;
  displayName: { en: string; 'zh-CN': string };
  /** Its path claims; absent: /<segment>, unless paths are kept under its name already. */
  paths?: string[];
}

/** What a module's live release mounts: its routes' and menu entries' paths. */
export interface ModuleMounts {
  routes: string[];
  menu: string[];
}

/** What retiring a module would take away, and the essential paths that forbid it. */
export interface Retirement extends ModuleMounts {
  blockedBy: string[];
}

/** Who claims a path: the person's e-mail (or `cli:<user>`), and whether they are a superuser. */
export interface Claimant {
  actor: string;
  superuser: boolean;
}

export const MODULE_NAME_PATTERN = '^[a-z][a-z0-9-]{0,63}$';
export const SEGMENT_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';
export const CONFIG_KEY_PATTERN = '^[A-Za-z_$][A-Za-z0-9_$]{0,63}$';

/**
 * Config keys that match the identifier pattern yet cannot be one: the runtime config's object
 * keys would then reach Object.prototype (`__proto__`, `constructor`...), or the federation name
 * would not be a usable variable name (reserved words).
 */
const RESERVED_CONFIG_KEYS = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
  ...`arguments await break case catch class const continue debugger default delete do else enum eval export extends false finally
for function if implements import in instanceof interface let new null package private protected public return static super switch
this throw true try typeof undefined var void while with yield`.split(/\s+/),
]);

function toClaim(row: PathClaimRow): PathClaim {
  return { module: row.module, path: row.path, explicit: Boolean(row.explicit), grantedBy: row.granted_by, grantedAt: row.granted_at };
}

function toModule(row: ModuleRow): FrontendModule {
  const displayName = JSON.parse(row.display_name) as { en?: unknown; 'zh-CN'?: unknown };
  return {
    name: row.name,
    segment: row.segment,
    configKey: row.config_key,
    displayName: { en: String(displayName.en ?? row.name), 'zh-CN': String(displayName['zh-CN'] ?? displayName.en ?? row.name) },
    isHost: Boolean(row.is_host),
    retiredAt: row.retired_at,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}

/**
 * The registry of frontend modules: the shell and the remotes it may load. Reads go to the
 * database every time (server instances share it, so a module retired on one is gone from the
 * next page load everywhere); each is one statement on a table of a few rows.
 */
export function createFrontendModulesService(
  repo: FrontendModulesRepository,
  options: {
    now?: () => string;
    log?: (message: string) => void;
    /** What a module's live release mounts (null: it has none); absent, retirement lists no mounts. */
    liveMounts?: (name: string) => Promise<ModuleMounts | null>;
  } = {},
) {
  const now = options.now ?? nowIso;
  const log = options.log ?? (() => {});
  const liveMounts = options.liveMounts ?? (async () => null);

  /** "module remote-items", "(retired)" when it is; a name kept for a module not registered yet reads as enabled. */
  async function holderOf(name: string): Promise<string> {
    const row = await repo.find(name);
    return moduleHolder(name, Boolean(row?.retired_at));
  }

  /**
   * Refuses a claim of `module` on `path` that another claim stands in the way of: the same path
   * claimed already (any module's, its own too: 409), or a path under another module's claim
   * (409), unless a superuser grants it explicitly. Returns whether the claim is such a grant.
   */
  async function checkClaim(module: string, path: string, claims: readonly PathClaim[], grant?: Claimant): Promise<boolean> {
    const same = claims.find((claim) => claim.path === path);
    if (same) throw conflict(pathClaimedBy(path, await holderOf(same.module)));
    const owner = ownerOf(claims, path);
    if (!owner || owner.module === module) return false;
    if (!grant) throw conflict(pathUnderClaim(path, owner.path, await holderOf(owner.module)));
    if (!grant.superuser) throw forbidden(ONLY_SUPERUSER_GRANTS_UNDER);
    return true;
  }

  /** The 409 naming what is taken, and by which module; null when nothing is. */
  async function takenBy(module: NewFrontendModule): Promise<string | null> {
    const holders = (await repo.holding(module)).map(toModule);
    const by = (holder: FrontendModule) => moduleHolder(holder.name, Boolean(holder.retiredAt));
    const sameName = holders.find((holder) => holder.name === module.name);
    if (sameName) return moduleNameTaken(module.name, Boolean(sameName.retiredAt));
    const sameSegment = holders.find((holder) => holder.segment === module.segment);
    if (sameSegment) return segmentTaken(module.segment, by(sameSegment));
    const sameKey = holders.find((holder) => holder.configKey === module.configKey);
    if (sameKey) return configKeyTaken(module.configKey, by(sameKey));
    return null;
  }

  const service = {
    /** Enabled modules: the host first, then by name. */
    async list(): Promise<FrontendModule[]> {
      return (await repo.list()).map(toModule);
    },

    /** Every module, retired ones too: the host first, then by name. */
    async listAll(): Promise<FrontendModule[]> {
      return (await repo.list(true)).map(toModule);
    },

    /** An enabled module by name; null for an unknown or retired one. */
    async find(name: string): Promise<FrontendModule | null> {
      const row = await repo.find(name);
      return row && row.retired_at === null ? toModule(row) : null;
    },

    /** As find, with a 404 "Module not found" for an unknown or retired module. */
    async findOrThrow(name: string): Promise<FrontendModule> {
      const module = await service.find(name);
      if (!module) throw notFound(MODULE_NOT_FOUND);
      return module;
    },

    /** The enabled remote served under /remotes/<segment>/; null when there is none. */
    async bySegment(segment: string): Promise<FrontendModule | null> {
      const row = await repo.findBySegment(segment);
      return row && row.retired_at === null ? toModule(row) : null;
    },

    /**
     * Registers a remote. A name, segment or config key is never reused, not even one a retired
     * module had (its releases and deploy keys stay on record under that name): 409 naming which.
     */
    async register(module: NewFrontendModule, actor: string): Promise<FrontendModule> {
      if (RESERVED_CONFIG_KEYS.has(module.configKey)) throw validationFailed(['body', 'config_key'], reservedConfigKey(module.configKey));
      const taken = await takenBy(module);
      if (taken) throw conflict(taken);
      const claims = await service.claims();
      const kept = claims.some((claim) => claim.module === module.name);
      const paths = module.paths ?? (kept ? [] : [defaultClaim(module.segment)]);
      for (const path of paths) await checkClaim(module.name, path, claims);
      const at = now();
      try {
        await repo.insert(
          {
            name: module.name,
            segment: module.segment,
            config_key: module.configKey,
            display_name: JSON.stringify({ en: module.displayName.en, 'zh-CN': module.displayName['zh-CN'] }),
            created_at: at,
            created_by: actor,
          },
          paths.map((path) => ({ module: module.name, path, explicit: false, granted_by: actor, granted_at: at })),
        );
      } catch (error) {
        // Registered, or a path claimed, by someone else between the check and the insert.
        if (isUniqueViolation(error)) {
          const current = await service.claims();
          const claimed = current.find((claim) => paths.includes(claim.path));
          throw conflict(
            (await takenBy(module)) ?? (claimed ? pathClaimedBy(claimed.path, await holderOf(claimed.module)) : MODULE_ALREADY_REGISTERED),
          );
        }
        throw error;
      }
      log(
        `registered ${module.name} (segment ${module.segment}, config key ${module.configKey}, paths ${paths.join(' ') || 'kept'}) by ${actor}`,
      );
      return toModule((await repo.find(module.name))!);
    },

    /** Every path claim, retired modules' included: a path they claimed stays theirs, for a restore. */
    async claims(): Promise<PathClaim[]> {
      return (await repo.claims()).map(toClaim);
    },

    /**
     * Adds a path to an enabled remote's claims. A path claimed already is refused (409), and so is
     * one under another module's claim, unless a superuser grants it with `underOtherModule`
     * (anyone else: 403); such a grant is recorded as explicit.
     */
    async claim(name: string, path: string, by: Claimant & { underOtherModule: boolean }): Promise<PathClaim> {
      const module = await service.findOrThrow(name);
      if (module.isHost) throw conflict(hostClaimsNoPaths(name));
      const explicit = await checkClaim(name, path, await service.claims(), by.underOtherModule ? by : undefined);
      const claim = { module: name, path, explicit, granted_by: by.actor, granted_at: now() };
      try {
        await repo.insertClaim(claim);
      } catch (error) {
        const holder = (await service.claims()).find((each) => each.path === path)?.module;
        if (isUniqueViolation(error) && holder) throw conflict(pathClaimedBy(path, await holderOf(holder)));
        throw error;
      }
      log(`${name} claims ${path}${explicit ? ' (granted explicitly under another module)' : ''} by ${by.actor}`);
      return toClaim(claim);
    },

    /**
     * What retiring an enabled remote would take away (the routes and menu entries of its live
     * release) and the essential paths it owns, which forbid it. Unknown or retired: 404.
     */
    async retirement(name: string): Promise<Retirement> {
      const module = await service.findOrThrow(name);
      const mounts = module.isHost ? null : await liveMounts(name);
      return { routes: mounts?.routes ?? [], menu: mounts?.menu ?? [], blockedBy: essentialPathsOf(name, await service.claims()) };
    },

    /**
     * Retires a remote: it leaves the runtime config at the next page load and its deploy keys
     * are revoked. Its records stay. Unknown or already retired: 404; the host: 409.
     */
    async retire(name: string, actor: string): Promise<FrontendModule> {
      const module = await service.findOrThrow(name);
      if (module.isHost) throw conflict(hostCannotRetire(name));
      const needed = essentialPathsOf(name, await service.claims());
      if (needed.length > 0) throw conflict(moduleNeeded(name, needed));
      if (!(await repo.retire(name, now()))) throw notFound(MODULE_NOT_FOUND);
      log(`retired ${name} and revoked its deploy keys by ${actor}`);
      return toModule((await repo.find(name))!);
    },

    /**
     * Brings a retired remote back, with its releases, its history and its path claims (kept while
     * it was retired); its old deploy keys stay revoked, new ones can be made. Unknown: 404; not
     * retired: 409.
     */
    async restore(name: string, actor: string): Promise<FrontendModule> {
      const row = await repo.find(name);
      if (!row) throw notFound(MODULE_NOT_FOUND);
      if (row.retired_at === null || !(await repo.restore(name))) throw conflict(moduleNotRetired(name));
      log(`restored ${name} by ${actor}`);
      return toModule((await repo.find(name))!);
    },
  };
  return service;
}

export type FrontendModulesService = ReturnType<typeof createFrontendModulesService>;
