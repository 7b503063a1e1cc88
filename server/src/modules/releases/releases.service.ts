import { conflict, notFound } from '../../lib/http-errors.js';
import { describeSkews, skewsBetween } from './compatibility.js';
import { FRONTENDS, frontendNamed } from './frontends.js';
import { inspectBuild, type BuildInfo, type ReleaseStore, type SharedModule } from './release-store.js';
import type { LiveRelease, PromotionRow, ReleaseRow, ReleasesRepository } from './releases.repository.js';

export interface ReleasesServiceOptions {
  store: ReleaseStore;
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
  live: boolean;
}

export interface FrontendReleases {
  frontend: string;
  live: string | null;
  releases: ReleaseView[];
}

export interface PruneDecision {
  frontend: string;
  release_id: string;
  keep: boolean;
  reason: string;
}

interface PromoteOptions {
  actor: string;
  /** Skips the compatibility check (the shell still refuses an incompatible remote at run time). */
  force?: boolean;
}

/** Incomplete publishes older than this are crash leftovers. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

const sharedOf = (row: { shared: string }): SharedModule[] => JSON.parse(row.shared) as SharedModule[];

/**
 * Releases of the frontends: publishing a build, moving a frontend's live pointer (promote,
 * rollback) after checking the shell and the remotes still fit together, and pruning what no
 * open tab can need any more.
 */
export function createReleasesService(repo: ReleasesRepository, options: ReleasesServiceOptions) {
  const { store } = options;
  const now = options.now ?? (() => new Date());

  function frontendOrThrow(name: string): string {
    if (!frontendNamed(name))
      throw notFound(`Unknown frontend "${name}": one of ${FRONTENDS.map((frontend) => frontend.package).join(', ')}`);
    return name;
  }

  async function releaseOrThrow(frontend: string, releaseId: string): Promise<ReleaseRow> {
    const release = await repo.find(frontendOrThrow(frontend), releaseId);
    if (!release) throw notFound(`${frontend} has no release "${releaseId}"`);
    if (!(await store.has(frontend, releaseId))) throw conflict(`The files of ${frontend} ${releaseId} are missing from the release store`);
    return release;
  }

  /** Refuses a release that needs shared libraries the live shell lacks, or a shell that would break a live remote. */
  async function checkCompatible(release: ReleaseRow, live: LiveRelease[]): Promise<void> {
    if (release.package === 'shell') {
      for (const remote of live.filter((row) => row.package !== 'shell')) {
        const skews = skewsBetween(sharedOf(release), sharedOf(remote));
        if (skews.length)
          throw conflict(
            `shell ${release.release_id} would break the live ${remote.package} ${remote.release_id}: ${describeSkews(skews)}`,
          );
      }
      return;
    }
    const shell = live.find((row) => row.package === 'shell');
    if (!shell) return;
    const skews = skewsBetween(sharedOf(shell), sharedOf(release));
    if (skews.length)
      throw conflict(`${release.package} ${release.release_id} does not fit the live shell ${shell.release_id}: ${describeSkews(skews)}`);
  }

  async function moveTo(release: ReleaseRow, action: PromotionRow['action'], { actor, force }: PromoteOptions) {
    if (!force) await checkCompatible(release, await repo.live());
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
  async function addRelease(frontend: string, buildDir: string, info: BuildInfo): Promise<void> {
    await store.add(frontend, buildDir, info);
    await repo.insert({
      package: frontend,
      release_id: info.releaseId,
      version: info.version,
      built_at: info.builtAt,
      published_at: now().toISOString(),
      shared: JSON.stringify(info.shared),
    });
  }

  const service = {
    async list(frontend?: string): Promise<FrontendReleases[]> {
      const names = frontend ? [frontendOrThrow(frontend)] : FRONTENDS.map((each) => each.package);
      const live = new Map((await repo.live()).map((row) => [row.package, row.release_id]));
      const rows = await repo.list(frontend);
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
            live: live.get(name) === row.release_id,
          })),
      }));
    },

    live: () => repo.live(),

    /** Release ids of a frontend, newest published first. */
    async releaseIds(frontend: string): Promise<string[]> {
      return (await repo.list(frontend)).map((row) => row.release_id);
    },

    /** Publishes a finished build (a dist/ folder) as a release; `promote` also makes it live. */
    async publish(frontend: string, buildDir: string, publishOptions: PromoteOptions & { promote?: boolean }) {
      frontendOrThrow(frontend);
      const info = await inspectBuild(frontend, buildDir);
      await addRelease(frontend, buildDir, info);
      const release = (await repo.find(frontend, info.releaseId))!;
      options.log(`${frontend}: published ${release.release_id}`);
      const promoted = publishOptions.promote ? await moveTo(release, 'promote', publishOptions) : null;
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
      await addRelease(frontend, buildDir, info);
      // Two servers adopting at once: only the first pointer counts.
      if ((await repo.live()).some((row) => row.package === frontend)) return info.releaseId;
      await repo.movePointer({ frontend, releaseId: info.releaseId, action: 'first', actor: 'server', at: now().toISOString() });
      options.log(`${frontend}: its build in place became its first release, ${info.releaseId}`);
      return info.releaseId;
    },

    async promote(frontend: string, releaseId: string, promoteOptions: PromoteOptions) {
      return moveTo(await releaseOrThrow(frontend, releaseId), 'promote', promoteOptions);
    },

    /** Back to the release that was live before the current one. */
    async rollback(frontend: string, promoteOptions: PromoteOptions) {
      const history = await repo.promotions(frontendOrThrow(frontend));
      const previous = history.at(-1)?.previous_release_id;
      if (!previous) throw conflict(`${frontend} has no earlier live release to roll back to`);
      if (!(await repo.find(frontend, previous))) throw conflict(`${frontend}'s previous release ${previous} was pruned`);
      return moveTo(await releaseOrThrow(frontend, previous), 'rollback', promoteOptions);
    },

    /**
     * Keeps, per frontend, the live release, the last `keep` published ones and every release live
     * within `liveWithinMs` (a tab opened then may still load its chunks); the rest is removed
     * when `apply` is set, its record first so a pointer can never name a deleted folder.
     */
    async prune(pruneOptions: { apply: boolean; keep?: number; liveWithinMs?: number }): Promise<PruneDecision[]> {
      const keep = pruneOptions.keep ?? options.keep;
      const since = now().getTime() - (pruneOptions.liveWithinMs ?? options.liveWithinMs);
      const live = new Map((await repo.live()).map((row) => [row.package, row.release_id]));
      const decisions: PruneDecision[] = [];
      for (const { package: frontend } of FRONTENDS) {
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
            options.log(`${frontend}: pruned ${row.release_id}`);
          }
        }
        for (const leftover of await store.abandoned(frontend, ABANDONED_AFTER_MS, now().getTime())) {
          decisions.push({ frontend, release_id: leftover, keep: false, reason: 'an interrupted publish' });
          if (pruneOptions.apply) await store.removeFolder(leftover);
        }
      }
      return decisions;
    },
  };
  return service;
}

export type ReleasesService = ReturnType<typeof createReleasesService>;
