import { isUniqueViolation } from '../../db/unique-violation.js';
import { conflict, notFound, validationFailed } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/time.js';
import type { FrontendModulesRepository, ModuleRow } from './frontend-modules.repository.js';
import {
  MODULE_ALREADY_REGISTERED,
  MODULE_NOT_FOUND,
  configKeyTaken,
  hostCannotRetire,
  moduleHolder,
  moduleNameTaken,
  reservedConfigKey,
  segmentTaken,
} from '../../lib/messages.js';

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
  options: { now?: () => string; log?: (message: string) => void } = {},
) {
  const now = options.now ?? nowIso;
  const log = options.log ?? (() => {});

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
      try {
        await repo.insert({
          name: module.name,
          segment: module.segment,
          config_key: module.configKey,
          display_name: JSON.stringify({ en: module.displayName.en, 'zh-CN': module.displayName['zh-CN'] }),
          created_at: now(),
          created_by: actor,
        });
      } catch (error) {
        // Registered by someone else between the check and the insert.
        if (isUniqueViolation(error)) throw conflict((await takenBy(module)) ?? MODULE_ALREADY_REGISTERED);
        throw error;
      }
      log(`registered ${module.name} (segment ${module.segment}, config key ${module.configKey}) by ${actor}`);
      return toModule((await repo.find(module.name))!);
    },

    /**
     * Retires a remote: it leaves the runtime config at the next page load and its deploy keys
     * are revoked. Its records stay. Unknown or already retired: 404; the host: 409.
     */
    async retire(name: string, actor: string): Promise<FrontendModule> {
      const module = await service.findOrThrow(name);
      if (module.isHost) throw conflict(hostCannotRetire(name));
      if (!(await repo.retire(name, now()))) throw notFound(MODULE_NOT_FOUND);
      log(`retired ${name} and revoked its deploy keys by ${actor}`);
      return toModule((await repo.find(name))!);
    },
  };
  return service;
}

export type FrontendModulesService = ReturnType<typeof createFrontendModulesService>;
