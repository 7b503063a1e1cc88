import { conflict, notFound } from '../../lib/http-errors.js';
import {
  noEarlierRelease,
  noSuchRelease,
  previousReleasePruned,
  publishedMisfit,
  releaseFilesMissing,
  releaseWithdrawn,
  unknownFrontend,
} from '../../lib/messages.js';
import type { FrontendModule } from '../frontend-modules/frontend-modules.service.js';
import { DECLARATION_FILE, parseModuleDeclaration, type ModuleDeclaration } from './module-declaration.js';
import { describeMismatches, type Mismatch } from './compatibility.js';
import { createReleaseChecks, type CheckedRelease, type ModuleDirectory } from './release-checks.js';
import { listReleases, type FrontendReleases } from './release-listing.js';
import { releaseNotes } from './release-notes.js';
import { pruneReleases, type PruneDecision } from './release-pruning.js';
import { BuildError, IncompleteBuildError, inspectBuild, type BuildInfo, type ReleaseStore, type SharedModule } from './release-store.js';
import type { PromotionRow, ReleaseRow, ReleasesRepository } from './releases.repository.js';

export type { FrontendReleases, ModuleDirectory, PruneDecision };

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

/** The release of the shell new page loads get, and the version of each shared module it provides. */
export interface LiveShell {
  release_id: string;
  shared: { name: string; version: string }[];
}

/** What a publish is told besides the build: who, whether to promote, and the publisher's notes. */
export interface PublishOptions extends PromoteOptions {
  promote?: boolean;
  /** What the publisher says of the release (`--notes`); replaces the notes of an identical build published before. */
  notes?: string | null;
}

export interface PromoteOptions {
  /** A user's e-mail, a deploy key (deployKeyActor), or a command's user. */
  actor: string;
  /** Skips the compatibility check (the shell still refuses an incompatible remote at run time). */
  force?: boolean;
}

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
    // A withdrawn release is never made live, rolled out or previewed again.
    if (release.withdrawn_at) throw conflict(releaseWithdrawn(frontend, releaseId));
    if (!(await store.has(frontend, releaseId))) throw conflict(releaseFilesMissing(frontend, releaseId));
    return release;
  }

  const checks = createReleaseChecks(repo, store, options.modules);
  const checkedOf = (frontend: string, info: BuildInfo): CheckedRelease => ({
    package: frontend,
    release_id: info.releaseId,
    shared: JSON.stringify(info.shared),
  });

  async function moveTo(module: FrontendModule, release: ReleaseRow, action: PromotionRow['action'], { actor, force }: PromoteOptions) {
    if (!force) await checks.checkPromotable(module, release, await checks.declarationOf(module, release.release_id));
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

  /**
   * Copies the build into the store, then records it: a record always names a whole folder.
   * Answers whether the release is new (an identical build keeps its first record).
   */
  async function addRelease(
    frontend: string,
    buildDir: string,
    info: BuildInfo,
    actor: string,
    mismatches: Mismatch[],
    notes: string | null = null,
  ): Promise<boolean> {
    await store.add(frontend, buildDir, info);
    const added = await repo.insert({
      package: frontend,
      release_id: info.releaseId,
      version: info.version,
      built_at: info.builtAt,
      published_at: now().toISOString(),
      shared: JSON.stringify(info.shared),
      published_by: actor,
      mismatches: JSON.stringify(mismatches),
      build_commit: info.commit,
      notes,
    });
    // The same build published again with notes: what its publisher says now is what it says.
    if (!added && notes !== null) await repo.setNotes(frontend, info.releaseId, notes);
    return added;
  }

  async function recordPublish(frontend: string, releaseId: string, actor: string): Promise<void> {
    await repo.recordEvent({ package: frontend, release_id: releaseId, action: 'publish', actor, at: now().toISOString() });
  }

  const service = {
    async list(frontend?: string): Promise<FrontendReleases[]> {
      const names = frontend ? [(await frontendOrThrow(frontend)).name] : (await options.modules.list()).map((each) => each.name);
      return listReleases(repo, names, now(), frontend);
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

    /** Release ids of a frontend every browser may load (live once, not withdrawn), newest published first. */
    servedToAll: (frontend: string): Promise<string[]> => repo.servedToAll(frontend),

    /** The registered, enabled module of this name, or a 404 naming those there are. */
    module: frontendOrThrow,

    /**
     * Publishes a finished build (a dist/ folder) as a release; `promote` also makes it live. A
     * remote's build must declare what it mounts (BuildError otherwise). With `promote`, the
     * checks a promote makes run before anything is stored, so a refused build leaves nothing.
     */
    async publish(frontend: string, buildDir: string, publishOptions: PublishOptions) {
      const notes = releaseNotes(publishOptions.notes);
      const module = await frontendOrThrow(frontend);
      const info = await inspectBuild(frontend, buildDir, { isHost: module.isHost });
      const declaration = module.isHost ? null : await checks.buildDeclaration(module, buildDir, info);
      const checked = checkedOf(frontend, info);
      if (publishOptions.promote && !publishOptions.force) await checks.checkPromotable(module, checked, declaration);
      // A build that does not fit the live releases is still stored (only making it live is
      // refused): its publisher learns now what to fix, and the row keeps what it was told.
      const mismatches = await checks.mismatchesWithLive(checked);
      await addRelease(frontend, buildDir, info, publishOptions.actor, mismatches, notes);
      // Every publish is in the history, an identical build published again too: who sent it, and when.
      await recordPublish(frontend, info.releaseId, publishOptions.actor);
      const release = (await repo.find(frontend, info.releaseId))!;
      options.log(`${frontend}: published ${release.release_id} by ${publishOptions.actor}`);
      if (mismatches.length && !publishOptions.promote)
        options.log(publishedMisfit(frontend, release.release_id, describeMismatches(mismatches)));
      const promoted = publishOptions.promote ? await moveTo(module, release, 'promote', publishOptions) : null;
      return { frontend, release_id: release.release_id, promoted: promoted !== null, mismatches };
    },

    /**
     * The build a frontend is served from today becomes its first release, live at once, so
     * there is always something to roll back to. Does nothing once the frontend has a release.
     */
    async adoptBuild(frontend: string, buildDir: string): Promise<string | null> {
      if ((await repo.countOf(frontend)) > 0) return null;
      const module = await options.modules.find(frontend);
      const info = await inspectBuild(frontend, buildDir, { isHost: module?.isHost }).catch((error: unknown) => {
        // No build in place is usual (development, a module not built yet); a build that is refused is worth a line.
        if (error instanceof BuildError && !(error instanceof IncompleteBuildError))
          options.log(`${frontend}: the build in place is not adopted: ${error.message}`);
        return null;
      });
      if (!info) return null;
      const mismatches = await checks.mismatchesWithLive(checkedOf(frontend, info));
      if (await addRelease(frontend, buildDir, info, 'server', mismatches)) await recordPublish(frontend, info.releaseId, 'server');
      // Two servers adopting at once: only the first pointer counts.
      if ((await repo.live()).some((row) => row.package === frontend)) return info.releaseId;
      await repo.movePointer({ frontend, releaseId: info.releaseId, action: 'first', actor: 'server', at: now().toISOString() });
      options.log(`${frontend}: its build in place became its first release, ${info.releaseId}`);
      return info.releaseId;
    },

    /**
     * The live shell's release and the shared modules it provides, for a remote's build to be
     * compared with before it is uploaded; null for the shell itself, or when no shell is live.
     */
    async liveShellFor(frontend: string): Promise<LiveShell | null> {
      if ((await frontendOrThrow(frontend)).isHost) return null;
      const host = (await options.modules.list()).find((module) => module.isHost)?.name;
      const shell = (await repo.live()).find((row) => row.package === host);
      if (!shell) return null;
      const shared = (JSON.parse(shell.shared) as SharedModule[]).map(({ name, version }) => ({ name, version }));
      return { release_id: shell.release_id, shared };
    },

    /** Refuses (404, 409) what a promote of this release would refuse, without moving anything. */
    async checkPromotable(frontend: string, releaseId: string): Promise<ReleaseRow> {
      const release = await releaseOrThrow(frontend, releaseId);
      const module = await frontendOrThrow(frontend);
      await checks.checkPromotable(module, release, await checks.declarationOf(module, release.release_id));
      return release;
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

    /** Removes (with `apply`) what no open tab can need any more: see pruneReleases. */
    async prune(pruneOptions: { apply: boolean; actor: string; keep?: number; liveWithinMs?: number }): Promise<PruneDecision[]> {
      return pruneReleases(
        { repo, store, modules: options.modules, now, log: options.log },
        { ...pruneOptions, keep: pruneOptions.keep ?? options.keep, liveWithinMs: pruneOptions.liveWithinMs ?? options.liveWithinMs },
      );
    },
  };
  return service;
}

export type ReleasesService = ReturnType<typeof createReleasesService>;
