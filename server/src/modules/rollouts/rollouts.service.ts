import { randomUUID } from 'node:crypto';
import { conflict } from '../../lib/http-errors.js';
import { hostMovesAtOnce, noRolloutOf, releaseAlreadyLive, rolloutAbortedAt, rolloutReplaced } from '../../lib/messages.js';
import type { ReleasesService } from '../releases/releases.service.js';
import { inRollout, previewToken, readPreviewToken, type PreviewPin } from './browser-cookies.js';
import type { BrowserState } from './browser-state.js';
import type { RolloutRow, RolloutsRepository } from './rollouts.repository.js';

export interface RolloutsServiceOptions {
  releases: Pick<ReleasesService, 'module' | 'checkPromotable' | 'promote'>;
  /** Signs the preview tokens (SECRET_KEY). */
  secret: string;
  /** Where preview links point (FRONTEND_HOST). */
  frontendHost: string;
  previewTtlMinutes: number;
  log: (message: string) => void;
  now?: () => Date;
}

export type { BrowserState };

export type Via = 'live' | 'rollout' | 'preview';

/** A release a page gives a browser instead of the live one. */
export interface ChosenRelease {
  release_id: string;
  version: string;
  built_at: string;
  via: Exclude<Via, 'live'>;
  /** A preview's end (milliseconds since the epoch). */
  expiresAt?: number;
}

export interface RolloutResult {
  frontend: string;
  release_id: string;
  percent: number;
  live: string | null;
  status: 'rolling-out' | 'aborted' | 'completed';
}

export interface ActiveRollout {
  frontend: string;
  release_id: string;
  percent: number;
  started_at: string;
  started_by: string;
  updated_at: string;
}

export interface PreviewCreated {
  url: string;
  expires_at: string;
  release_id: string;
  frontend: string;
}

/**
 * Trying a remote's release before everyone gets it: a rollout gives it to a share of browsers
 * (decided by each browser's signed id, so a browser keeps its side), a preview link pins it in
 * one browser until the link expires. Both get the checks of a promote; completing a rollout is a
 * promote, so the live pointer's history tells one story. The shell moves only by promote.
 */
export function createRolloutsService(repo: RolloutsRepository, options: RolloutsServiceOptions) {
  const { releases } = options;
  const now = options.now ?? (() => new Date());
  const event = (
    frontend: string,
    releaseId: string,
    action: 'rollout' | 'rollout-abort' | 'rollout-complete' | 'preview',
    actor: string,
    detail: string | null,
  ) => ({
    package: frontend,
    release_id: releaseId,
    action,
    actor,
    at: now().toISOString(),
    detail,
  });

  /** The remote of this name (404 for an unknown one, 409 for the shell). */
  async function remoteOrThrow(frontend: string) {
    const module = await releases.module(frontend);
    if (module.isHost) throw conflict(hostMovesAtOnce(frontend));
    return module;
  }

  async function endRollout(current: RolloutRow, actor: string, reason: string): Promise<RolloutResult | null> {
    const abortEvent = event(current.package, current.release_id, 'rollout-abort', actor, reason);
    if (!(await repo.endRollout(current.package, current.release_id, abortEvent))) return null;
    options.log(`${current.package}: rollout of ${current.release_id} aborted by ${actor}: ${reason}`);
    return {
      frontend: current.package,
      release_id: current.release_id,
      percent: 0,
      live: await repo.liveReleaseId(current.package),
      status: 'aborted',
    };
  }

  /** The releases other than the live ones a browser gets, by module; `live` maps each module to its live release. */
  async function choose({ browserId, previewPin }: BrowserState, live: ReadonlyMap<string, string>): Promise<Map<string, ChosenRelease>> {
    const chosen = new Map<string, ChosenRelease>();
    if (browserId) {
      for (const row of await repo.rollouts()) {
        if (live.get(row.package) === row.release_id || !inRollout(browserId, row.package, row.release_id, row.percent)) continue;
        chosen.set(row.package, { release_id: row.release_id, version: row.version, built_at: row.built_at, via: 'rollout' });
      }
    }
    if (previewPin && previewPin.expiresAt > now().getTime() && live.get(previewPin.module) !== previewPin.releaseId) {
      const release = await repo.release(previewPin.module, previewPin.releaseId);
      if (release)
        chosen.set(release.package, {
          release_id: release.release_id,
          version: release.version,
          built_at: release.built_at,
          via: 'preview',
          expiresAt: previewPin.expiresAt,
        });
    }
    return chosen;
  }

  const service = {
    choose,

    /** The release of one module a browser gets, and why; null when the module has none live and none chosen. */
    async releaseOf(frontend: string, browser: BrowserState): Promise<{ releaseId: string; via: Via } | null> {
      const live = await repo.liveReleaseId(frontend);
      const chosen = (await choose(browser, new Map(live ? [[frontend, live]] : []))).get(frontend);
      if (chosen) return { releaseId: chosen.release_id, via: chosen.via };
      return live ? { releaseId: live, via: 'live' } : null;
    },

    /** The rollouts under way. */
    async active(): Promise<ActiveRollout[]> {
      return (await repo.rollouts()).map(({ package: frontend, release_id, percent, started_at, started_by, updated_at }) => ({
        frontend,
        release_id,
        percent,
        started_at,
        started_by,
        updated_at,
      }));
    },

    /**
     * Gives a remote's release to `percent` of browsers: 1..99 starts or changes the module's
     * rollout (another release's is replaced), 0 aborts it (nothing live changes), 100 completes it
     * (a promote). 404/409 like a promote; 409 for the shell and for the live release.
     */
    async rollout(frontend: string, releaseId: string, percent: number, actor: string): Promise<RolloutResult> {
      await remoteOrThrow(frontend);
      const current = await repo.rollout(frontend);
      if (percent === 0) {
        if (current?.release_id !== releaseId) throw conflict(noRolloutOf(frontend, releaseId));
        const ended = await endRollout(current, actor, rolloutAbortedAt(current.percent));
        if (!ended) throw conflict(noRolloutOf(frontend, releaseId));
        return ended;
      }
      if (percent >= 100) {
        // The promote ends the rollout of the release it makes live.
        const moved = await releases.promote(frontend, releaseId, { actor });
        if (current?.release_id === releaseId) await repo.recordEvent(event(frontend, releaseId, 'rollout-complete', actor, null));
        return { frontend, release_id: releaseId, percent: 100, live: moved.live, status: 'completed' };
      }
      await releases.checkPromotable(frontend, releaseId);
      const live = await repo.liveReleaseId(frontend);
      if (live === releaseId) throw conflict(releaseAlreadyLive(frontend, releaseId));
      const same = current?.release_id === releaseId;
      if (current && !same) await endRollout(current, actor, rolloutReplaced(releaseId));
      const at = now().toISOString();
      await repo.saveRollout(
        {
          package: frontend,
          release_id: releaseId,
          percent,
          started_at: same ? current.started_at : at,
          started_by: same ? current.started_by : actor,
          updated_at: at,
        },
        event(frontend, releaseId, 'rollout', actor, String(percent)),
      );
      options.log(`${frontend}: ${releaseId} rolling out to ${percent} % by ${actor}`);
      return { frontend, release_id: releaseId, percent, live, status: 'rolling-out' };
    },

    /** Ends a module's rollout (of `releaseId` only, when given), recording why; null when there was none. */
    async abort(
      frontend: string,
      { actor, reason, releaseId }: { actor: string; reason: string; releaseId?: string },
    ): Promise<RolloutResult | null> {
      const current = await repo.rollout(frontend);
      if (!current || (releaseId !== undefined && current.release_id !== releaseId)) return null;
      return endRollout(current, actor, reason);
    },

    /** A link that pins a remote's published, not-live release in the browser that opens it, until it expires. */
    async preview(frontend: string, releaseId: string, actor: string): Promise<PreviewCreated> {
      await remoteOrThrow(frontend);
      await releases.checkPromotable(frontend, releaseId);
      if ((await repo.liveReleaseId(frontend)) === releaseId) throw conflict(releaseAlreadyLive(frontend, releaseId));
      const createdAt = now();
      const expiresAt = createdAt.getTime() + options.previewTtlMinutes * 60_000;
      const expiresIso = new Date(expiresAt).toISOString();
      await repo.addPreview(
        {
          id: randomUUID(),
          package: frontend,
          release_id: releaseId,
          created_by: actor,
          created_at: createdAt.toISOString(),
          expires_at: expiresIso,
        },
        event(frontend, releaseId, 'preview', actor, expiresIso),
      );
      const token = previewToken(options.secret, { module: frontend, releaseId, expiresAt });
      return { url: `${options.frontendHost}/preview/${token}`, expires_at: expiresIso, release_id: releaseId, frontend };
    },

    /** The pin a preview link stands for, or null when it is tampered with, expired, or names no stored release of a remote. */
    async openPreview(token: string): Promise<PreviewPin | null> {
      const pin = readPreviewToken(options.secret, token, now().getTime());
      if (!pin || !(await repo.release(pin.module, pin.releaseId))) return null;
      const module = await releases.module(pin.module).catch(() => null);
      return module && !module.isHost ? pin : null;
    },
  };
  return service;
}

export type RolloutsService = ReturnType<typeof createRolloutsService>;
