import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { conflict, notFound } from '../../lib/http-errors.js';
import type { FrontendModule } from '../frontend-modules/frontend-modules.service.js';
import { describeSkews, skewsBetween } from './compatibility.js';
import { DECLARATION_FILE, parseModuleDeclaration, type ModuleDeclaration } from './module-declaration.js';
import { BuildError, inspectBuild, type BuildInfo, type ReleaseStore, type SharedModule } from './release-store.js';
import type { EventRow, LiveRelease, PromotionRow, ReleaseRow, ReleasesRepository } from './releases.repository.js';
import {
  hostBreaksRemote,
  noEarlierRelease,
  noSuchRelease,
  previousReleasePruned,
  releaseFilesMissing,
  releaseProblem,
  remoteMisfitsShell,
  routeAlreadyMounted,
  unknownFrontend,
} from '../../lib/messages.js';

/** The registry's part the releases need: which modules exist. */
export interface ModuleDirectory {
  list(): Promise<FrontendModule[]>;
  listAll(): Promise<FrontendModule[]>;
  find(name: string): Promise<FrontendModule | null>;
}

export interface ReleasesServiceOptions {
  store: ReleaseStore;
  modules: ModuleDirectory;
  /** Published releases kept besides the live one and the recently live ones. */
  keep: number;
  /** A release live within this long (the access-token lifetime) may still run in an open tab. */
  liveWithinMs: number;
  log: (message: string) => void;
  now?: () => Date;
}

export interface ReleaseView {
  release_id: string;
  version: string;
  built_at: string;
  published_at: string;
  published_by: string;
  live: boolean;
}

/** One publish, promote, rollback, first release or prune, and who did it. */
export interface ReleaseEventView {
  action: EventRow['action'];
  release_id: string;
  actor: string;
  at: string;
}

export interface FrontendReleases {
  frontend: string;
  live: string | null;
  releases: ReleaseView[];
  /** Newest first, the last HISTORY_SHOWN. */
  history: ReleaseEventView[];
}

export interface PruneDecision {
  frontend: string;
  release_id: string;
  keep: boolean;
  reason: string;
}

export interface PromoteOptions {
  /** A user's e-mail, a deploy key (deployKeyActor), or a command's user. */
  actor: string;
  /** Skips the compatibility check (the shell still refuses an incompatible remote at run time). */
  force?: boolean;
}

/** Incomplete publishes older than this are crash leftovers. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** Events a listing shows per frontend. */
const HISTORY_SHOWN = 20;

const sharedOf = (row: { shared: string }): SharedModule[] => JSON.parse(row.shared) as SharedModule[];

/**
 * Releases of the frontends: publishing a build, moving a frontend's live pointer (promote,
 * rollback) after checking the shell and the remotes still fit together, and pruning what no
 * open tab can need any more.
 */
export function createReleasesService(repo: ReleasesRepository, options: ReleasesServiceOptions) {
  const { store } = options;
  const now = options.now ?? (() => new Date());

  async function frontendOrThrow(name: string): Promise<FrontendModule> {
    const module = await options.modules.find(name);
    if (!module) {
      const names = (await options.modules.list()).map((each) => each.name);
      throw notFound(unknownFrontend(name, names));
    }
    return module;
  }

  async function releaseOrThrow(frontend: string, releaseId: string): Promise<ReleaseRow> {
    await frontendOrThrow(frontend);
    const release = await repo.find(frontend, releaseId);
    if (!release) throw notFound(noSuchRelease(frontend, releaseId));
    if (!(await store.has(frontend, releaseId))) throw conflict(releaseFilesMissing(frontend, releaseId));
    return release;
  }

  /** What a remote's release declares it mounts; null for the host. A remote's release without one is refused. */
  async function declarationOf(module: FrontendModule, releaseId: string): Promise<ModuleDeclaration | null> {
    if (module.isHost) return null;
    const parsed = parseModuleDeclaration(await store.readText(module.name, releaseId, DECLARATION_FILE));
    if ('problem' in parsed) throw conflict(releaseProblem(module.name, releaseId, parsed.problem));
    return parsed.declaration;
  }

  /**
   * What a remote's build declares it mounts, checked against the module and the build itself:
   * its manifest names the module's config key, and every route mounts a module the build exposes.
   */
  async function buildDeclaration(module: FrontendModule, buildDir: string, info: BuildInfo): Promise<ModuleDeclaration> {
    if (info.federationName !== null && info.federationName !== module.configKey)
      throw new BuildError(`${buildDir}'s manifest names "${info.federationName}", not ${module.name}'s config key "${module.configKey}"`);
    const parsed = parseModuleDeclaration(await readFile(join(buildDir, DECLARATION_FILE), 'utf8').catch(() => null));
    if ('problem' in parsed) throw new BuildError(`${module.name}: ${parsed.problem}`);
    const missing = parsed.declaration.routes.find((route) => !info.exposes.includes(route.module));
    if (missing && info.exposes.length > 0)
      throw new BuildError(`${module.name}: the route ${missing.path} mounts ./${missing.module}, which the build does not expose`);
    return parsed.declaration;
  }

  /** Refuses a release that needs shared libraries the live shell lacks, or a shell that would break a live remote. */
  async function checkCompatible(release: Pick<ReleaseRow, 'package' | 'release_id' | 'shared'>, live: LiveRelease[]): Promise<void> {
    const host = (await options.modules.list()).find((module) => module.isHost)?.name;
    if (release.package === host) {
      for (const remote of live.filter((row) => row.package !== host)) {
        const skews = skewsBetween(sharedOf(release), sharedOf(remote));
        if (skews.length)
          throw conflict(hostBreaksRemote(host, release.release_id, remote.package, remote.release_id, describeSkews(skews)));
      }
      return;
    }
    const shell = live.find((row) => row.package === host);
    if (!shell) return;
    const skews = skewsBetween(sharedOf(shell), sharedOf(release));
    if (skews.length) throw conflict(remoteMisfitsShell(release.package, release.release_id, shell.release_id, describeSkews(skews)));
  }

  /** Refuses a remote's release that mounts a route another live module already mounts, naming both. */
  async function checkRoutesFree(module: FrontendModule, declaration: ModuleDeclaration | null, live: LiveRelease[]): Promise<void> {
    if (!declaration) return;
    const others = (await options.modules.list()).filter((other) => !other.isHost && other.name !== module.name);
    for (const other of others) {
      const row = live.find((each) => each.package === other.name);
      if (!row) continue;
      const parsed = parseModuleDeclaration(await store.readText(other.name, row.release_id, DECLARATION_FILE));
      if ('problem' in parsed) continue;
      for (const route of declaration.routes) {
        if (parsed.declaration.routes.some((taken) => taken.path === route.path))
          throw conflict(routeAlreadyMounted(module.name, route.path, other.name, row.release_id));
      }
    }
  }

  async function checkPromotable(
    module: FrontendModule,
    release: Pick<ReleaseRow, 'package' | 'release_id' | 'shared'>,
    declaration: ModuleDeclaration | null,
  ): Promise<void> {
    const live = await repo.live();
    await checkCompatible(release, live);
    await checkRoutesFree(module, declaration, live);
  }

  async function moveTo(module: FrontendModule, release: ReleaseRow, action: PromotionRow['action'], { actor, force }: PromoteOptions) {
    if (!force) await checkPromotable(module, release, await declarationOf(module, release.release_id));
    const previous = await repo.movePointer({
      frontend: release.package,
      releaseId: release.release_id,
      action,
      actor,
      at: now().toISOString(),
    });
    options.log(`${release.package}: ${action} ${previous ?? '(none)'} -> ${release.release_id} by ${actor}`);
    return { frontend: release.package, live: release.release_id, previous };
  }

  /** Copies the build into the store, then records it: a record always names a whole folder. */
  async function addRelease(frontend: string, buildDir: string, info: BuildInfo, actor: string): Promise<void> {
    await store.add(frontend, buildDir, info);
    const at = now().toISOString();
    const added = await repo.insert({
      package: frontend,
      release_id: info.releaseId,
      version: info.version,
      built_at: info.builtAt,
      published_at: at,
      shared: JSON.stringify(info.shared),
      published_by: actor,
    });
    if (added) await repo.recordEvent({ package: frontend, release_id: info.releaseId, action: 'publish', actor, at });
  }

  const service = {
    async list(frontend?: string): Promise<FrontendReleases[]> {
      const names = frontend ? [(await frontendOrThrow(frontend)).name] : (await options.modules.list()).map((each) => each.name);
      const live = new Map((await repo.live()).map((row) => [row.package, row.release_id]));
      const rows = await repo.list(frontend);
      const events = await repo.events(frontend, HISTORY_SHOWN);
      return names.map((name) => ({
        frontend: name,
        live: live.get(name) ?? null,
        releases: rows
          .filter((row) => row.package === name)
          .map((row) => ({
            release_id: row.release_id,
            version: row.version,
            built_at: row.built_at,
            published_at: row.published_at,
            published_by: row.published_by,
            live: live.get(name) === row.release_id,
          })),
        history: events
          .filter((event) => event.package === name)
          .slice(0, HISTORY_SHOWN)
          .map(({ action, release_id, actor, at }) => ({ action, release_id, actor, at })),
      }));
    },

    live: () => repo.live(),

    /** The store holding every release's files. */
    store,

    /** What a remote's release declares it mounts (null for the host, or when it declares nothing readable). */
    async declaration(frontend: string, releaseId: string): Promise<ModuleDeclaration | null> {
      const parsed = parseModuleDeclaration(await store.readText(frontend, releaseId, DECLARATION_FILE));
      return 'declaration' in parsed ? parsed.declaration : null;
    },

    /** Release ids of a frontend, newest published first. */
    async releaseIds(frontend: string): Promise<string[]> {
      return (await repo.list(frontend)).map((row) => row.release_id);
    },

    /** The registered, enabled module of this name, or a 404 naming those there are. */
    module: frontendOrThrow,

    /**
     * Publishes a finished build (a dist/ folder) as a release; `promote` also makes it live. A
     * remote's build must declare what it mounts (BuildError otherwise). With `promote`, the
     * checks a promote makes run before anything is stored, so a refused build leaves nothing.
     */
    async publish(frontend: string, buildDir: string, publishOptions: PromoteOptions & { promote?: boolean }) {
      const module = await frontendOrThrow(frontend);
      const info = await inspectBuild(frontend, buildDir);
      const declaration = module.isHost ? null : await buildDeclaration(module, buildDir, info);
      if (publishOptions.promote && !publishOptions.force)
        await checkPromotable(module, { package: frontend, release_id: info.releaseId, shared: JSON.stringify(info.shared) }, declaration);
      await addRelease(frontend, buildDir, info, publishOptions.actor);
      const release = (await repo.find(frontend, info.releaseId))!;
      options.log(`${frontend}: published ${release.release_id} by ${publishOptions.actor}`);
      const promoted = publishOptions.promote ? await moveTo(module, release, 'promote', publishOptions) : null;
      return { frontend, release_id: release.release_id, promoted: promoted !== null };
    },

    /**
     * The build a frontend is served from today becomes its first release, live at once, so
     * there is always something to roll back to. Does nothing once the frontend has a release.
     */
    async adoptBuild(frontend: string, buildDir: string): Promise<string | null> {
      if ((await repo.countOf(frontend)) > 0) return null;
      const info = await inspectBuild(frontend, buildDir).catch(() => null);
      if (!info) return null;
      await addRelease(frontend, buildDir, info, 'server');
      // Two servers adopting at once: only the first pointer counts.
      if ((await repo.live()).some((row) => row.package === frontend)) return info.releaseId;
      await repo.movePointer({ frontend, releaseId: info.releaseId, action: 'first', actor: 'server', at: now().toISOString() });
      options.log(`${frontend}: its build in place became its first release, ${info.releaseId}`);
      return info.releaseId;
    },

    async promote(frontend: string, releaseId: string, promoteOptions: PromoteOptions) {
      const release = await releaseOrThrow(frontend, releaseId);
      return moveTo(await frontendOrThrow(frontend), release, 'promote', promoteOptions);
    },

    /** Back to the release that was live before the current one. */
    async rollback(frontend: string, promoteOptions: PromoteOptions) {
      const module = await frontendOrThrow(frontend);
      const history = await repo.promotions(frontend);
      const previous = history.at(-1)?.previous_release_id;
      if (!previous) throw conflict(noEarlierRelease(frontend));
      if (!(await repo.find(frontend, previous))) throw conflict(previousReleasePruned(frontend, previous));
      return moveTo(module, await releaseOrThrow(frontend, previous), 'rollback', promoteOptions);
    },

    /**
     * Keeps, per frontend, the live release, the last `keep` published ones and every release live
     * within `liveWithinMs` (a tab opened then may still load its chunks); the rest is removed
     * when `apply` is set, its record first so a pointer can never name a deleted folder.
     */
    async prune(pruneOptions: { apply: boolean; actor: string; keep?: number; liveWithinMs?: number }): Promise<PruneDecision[]> {
      const keep = pruneOptions.keep ?? options.keep;
      const since = now().getTime() - (pruneOptions.liveWithinMs ?? options.liveWithinMs);
      const live = new Map((await repo.live()).map((row) => [row.package, row.release_id]));
      const decisions: PruneDecision[] = [];
      for (const { name: frontend } of await options.modules.listAll()) {
        const history = await repo.promotions(frontend);
        const recentlyLive = new Set(
          history
            .filter((move, index) => (index + 1 < history.length ? Date.parse(history[index + 1]!.promoted_at) : Infinity) >= since)
            .map((move) => move.release_id),
        );
        const rows = await repo.list(frontend);
        for (const [index, row] of rows.entries()) {
          const reason =
            live.get(frontend) === row.release_id
              ? 'live'
              : index < keep
                ? `one of the last ${keep} published`
                : recentlyLive.has(row.release_id)
                  ? 'live within the access-token lifetime'
                  : null;
          decisions.push({ frontend, release_id: row.release_id, keep: reason !== null, reason: reason ?? 'not needed' });
          if (reason === null && pruneOptions.apply) {
            await repo.delete(frontend, row.release_id);
            await store.remove(frontend, row.release_id);
            await repo.recordEvent({
              package: frontend,
              release_id: row.release_id,
              action: 'prune',
              actor: pruneOptions.actor,
              at: now().toISOString(),
            });
            options.log(`${frontend}: pruned ${row.release_id}`);
          }
        }
        for (const leftover of await store.abandoned(frontend, ABANDONED_AFTER_MS, now().getTime())) {
          decisions.push({ frontend, release_id: leftover, keep: false, reason: 'an interrupted publish' });
          if (pruneOptions.apply) await store.removeAbandoned(leftover);
        }
      }
      return decisions;
    },
  };
  return service;
}

export type ReleasesService = ReturnType<typeof createReleasesService>;
