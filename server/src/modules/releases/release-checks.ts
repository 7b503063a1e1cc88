import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { conflict } from '../../lib/http-errors.js';
import {
  hostBreaksRemote,
  moduleHolder,
  pathOfAnotherModule,
  pathUnclaimed,
  releaseProblem,
  remoteMisfitsShell,
  routeAlreadyMounted,
} from '../../lib/messages.js';
import type { FrontendModule } from '../frontend-modules/frontend-modules.service.js';
import { ownerOf, reachedPath, type PathClaim } from '../frontend-modules/module-paths.js';
import { describeSkews, mismatchOf, skewsBetween, type Mismatch, type Skew } from './compatibility.js';
import { DECLARATION_FILE, parseModuleDeclaration, type ModuleDeclaration } from './module-declaration.js';
import { BuildError, type BuildInfo, type ReleaseStore, type SharedModule } from './release-store.js';
import type { LiveRelease, ReleaseRow, ReleasesRepository } from './releases.repository.js';

/** The registry's part the releases need: which modules exist, and the paths each claims. */
export interface ModuleDirectory {
  list(): Promise<FrontendModule[]>;
  listAll(): Promise<FrontendModule[]>;
  find(name: string): Promise<FrontendModule | null>;
  claims(): Promise<PathClaim[]>;
}

/** What a release to be made live is checked by: its frontend, shared libraries and what it mounts. */
export type CheckedRelease = Pick<ReleaseRow, 'package' | 'release_id' | 'shared'>;

const sharedOf = (row: { shared: string }): SharedModule[] => JSON.parse(row.shared) as SharedModule[];

/** Live releases a release does not fit beside: a live remote it would break (a shell's release), or the live shell. */
type Misfit = { remote: LiveRelease; shell: null; skews: Skew[] } | { remote: null; shell: LiveRelease; skews: Skew[] };

/**
 * The checks before a release goes live, so the shell and the remotes still fit together: the
 * shared libraries they need, and the routes each remote mounts (declared in its build).
 */
export function createReleaseChecks(repo: ReleasesRepository, store: ReleaseStore, modules: ModuleDirectory) {
  /**
   * Where a release does not fit the live releases by their shared singletons: for the host's
   * release, each live remote whose ranges it would not satisfy; for a remote's, the live shell
   * (none when no shell is live).
   */
  async function misfitsAmong(release: CheckedRelease, live: LiveRelease[]): Promise<Misfit[]> {
    const host = (await modules.list()).find((module) => module.isHost)?.name;
    if (release.package === host) {
      const misfits = live
        .filter((row) => row.package !== host)
        .sort((a, b) => a.package.localeCompare(b.package))
        .map((remote) => ({ remote, shell: null, skews: skewsBetween(sharedOf(release), sharedOf(remote)) }));
      return misfits.filter((misfit) => misfit.skews.length > 0);
    }
    const shell = live.find((row) => row.package === host);
    const skews = shell ? skewsBetween(sharedOf(shell), sharedOf(release)) : [];
    return shell && skews.length ? [{ remote: null, shell, skews }] : [];
  }

  /** Refuses a release that needs shared libraries the live shell lacks, or a shell that would break a live remote. */
  async function checkCompatible(release: CheckedRelease, live: LiveRelease[]): Promise<void> {
    const [first] = await misfitsAmong(release, live);
    if (!first) return;
    const skews = describeSkews(first.skews);
    if (first.remote)
      throw conflict(hostBreaksRemote(release.package, release.release_id, first.remote.package, first.remote.release_id, skews));
    throw conflict(remoteMisfitsShell(release.package, release.release_id, first.shell.release_id, skews));
  }

  /** Refuses a remote's release that mounts a route another live module already mounts, naming both. */
  async function checkRoutesFree(module: FrontendModule, declaration: ModuleDeclaration | null, live: LiveRelease[]): Promise<void> {
    if (!declaration) return;
    const others = (await modules.list()).filter((other) => !other.isHost && other.name !== module.name);
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

  /**
   * Why a remote's declaration may not be served, or null: a route or menu entry whose path (as the
   * shell's router reaches it) is owned by another module's claim (the longest claim covering it),
   * or by no claim at all. Retired modules keep their claims, so their paths stay theirs.
   */
  async function pathProblem(module: FrontendModule, declaration: ModuleDeclaration): Promise<string | null> {
    const claims = await modules.claims();
    const declared = [
      ...declaration.routes.map((route) => ({ what: 'mounts', path: route.path })),
      ...declaration.menu.map((entry) => ({ what: 'lists a menu entry to', path: entry.path })),
    ];
    for (const { what, path } of declared) {
      const owner = ownerOf(claims, reachedPath(path));
      if (!owner) return pathUnclaimed(module.name, what, path);
      if (owner.module === module.name) continue;
      const retired = (await modules.listAll()).some((each) => each.name === owner.module && each.retiredAt !== null);
      return pathOfAnotherModule(module.name, what, path, moduleHolder(owner.module, retired), owner.path);
    }
    return null;
  }

  return {
    /**
     * What a release does not fit among the releases live now, without refusing it: a publish
     * reports these so a team learns of them before anyone tries to make the release live.
     */
    async mismatchesWithLive(release: CheckedRelease): Promise<Mismatch[]> {
      const misfits = await misfitsAmong(release, await repo.live());
      return misfits.flatMap((misfit) => misfit.skews.map((skew) => mismatchOf(skew, misfit.remote?.package)));
    },

    /** What a remote's release declares it mounts; null for the host. A remote's release without one is refused. */
    async declarationOf(module: FrontendModule, releaseId: string): Promise<ModuleDeclaration | null> {
      if (module.isHost) return null;
      const parsed = parseModuleDeclaration(await store.readText(module.name, releaseId, DECLARATION_FILE));
      if ('problem' in parsed) throw conflict(releaseProblem(module.name, releaseId, parsed.problem));
      return parsed.declaration;
    },

    /**
     * What a remote's build declares it mounts, checked against the module and the build itself:
     * its manifest names the module's config key, and every route mounts a module the build exposes.
     */
    async buildDeclaration(module: FrontendModule, buildDir: string, info: BuildInfo): Promise<ModuleDeclaration> {
      if (info.federationName !== null && info.federationName !== module.configKey)
        throw new BuildError(
          `${buildDir}'s manifest names "${info.federationName}", not ${module.name}'s config key "${module.configKey}"`,
        );
      const parsed = parseModuleDeclaration(await readFile(join(buildDir, DECLARATION_FILE), 'utf8').catch(() => null));
      if ('problem' in parsed) throw new BuildError(`${module.name}: ${parsed.problem}`);
      const missing = parsed.declaration.routes.find((route) => !info.exposes.includes(route.module));
      if (missing && info.exposes.length > 0)
        throw new BuildError(`${module.name}: the route ${missing.path} mounts ./${missing.module}, which the build does not expose`);
      const outside = await pathProblem(module, parsed.declaration);
      if (outside) throw new BuildError(outside);
      return parsed.declaration;
    },

    /** Its paths are its module's (see pathProblem), and both checks against the releases live now. */
    async checkPromotable(module: FrontendModule, release: CheckedRelease, declaration: ModuleDeclaration | null): Promise<void> {
      const outside = declaration && (await pathProblem(module, declaration));
      if (outside) throw conflict(outside);
      const live = await repo.live();
      await checkCompatible(release, live);
      await checkRoutesFree(module, declaration, live);
    },
  };
}
