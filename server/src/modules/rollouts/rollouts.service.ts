import { randomUUID } from 'node:crypto';
import { conflict, notFound } from '../../lib/http-errors.js';
import {
  PREVIEW_NOT_FOUND,
  ROLLOUT_ENDED_BY_WITHDRAWAL,
  hostMovesAtOnce,
  noRolloutOf,
  noSuchRelease,
  releaseAlreadyLive,
  rolloutAbortedAt,
  rolloutReplaced,
} from '../../lib/messages.js';
import type { FrontendModule } from '../frontend-modules/frontend-modules.service.js';
import type { ReleasesService } from '../releases/releases.service.js';
import { decodePreviewToken, inRollout, previewToken, type PreviewPin } from './browser-cookies.js';
import type { BrowserState } from './browser-state.js';
import type { PreviewWithRelease, RolloutRow, RolloutsRepository } from './rollouts.repository.js';

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

export type Via = 'live' | 'rollout' | 'preview' | 'override';

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

/** What a preview link stands for when someone opens it. */
export type OpenedPreview =
  /** Not a preview link of this server. */
  | { status: 'unknown' }
  /** Expired, ended, or its release withdrawn or gone. */
  | { status: 'gone' }
  | { status: 'open'; pin: PreviewPin; preview: PreviewWithRelease; module: FrontendModule };

/**
 * Who may load a release's files: anyone (it has been live), this browser alone (its preview or
 * its rollout side), nobody; or 'not-stored' when there is no such release.
 */
export type Audience = 'everyone' | 'this-browser' | 'nobody' | 'not-stored';

export interface Withdrawn {
  frontend: string;
  release_id: string;
  withdrawn_at: string;
}

/**
 * Trying a remote's release before everyone gets it: a rollout gives it to a share of browsers
 * (decided by each browser's signed id, so a browser keeps its side), a preview link pins it in
 * one browser, once the person agreed on the link's page, until the link expires or is ended.
 * Both get the checks of a promote; completing a rollout is a promote, so the live pointer's
 * history tells one story. The shell moves only by promote. A release that was never live reaches
 * only those browsers (audienceOf); a withdrawn one, nobody.
 */
export function createRolloutsService(repo: RolloutsRepository, options: RolloutsServiceOptions) {
  const { releases } = options;
  const now = options.now ?? (() => new Date());
  const event = (
    frontend: string,
    releaseId: string,
    action: 'rollout' | 'rollout-abort' | 'rollout-complete' | 'preview' | 'preview-end' | 'withdraw',
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

  /** The release a preview pin holds while its link counts (not ended nor expired, its release not withdrawn). */
  async function previewed(pin: PreviewPin | null) {
    if (!pin || pin.expiresAt <= now().getTime()) return undefined;
    return repo.previewedRelease(pin, now().toISOString());
  }

  /** The releases other than the live ones a browser gets, by module; `live` maps each module to its live release. */
  async function choose(
    { browserId, previewPin, overrideRelease }: BrowserState,
    live: ReadonlyMap<string, string>,
  ): Promise<Map<string, ChosenRelease>> {
    const chosen = new Map<string, ChosenRelease>();
    if (browserId) {
      for (const row of await repo.rollouts()) {
        if (live.get(row.package) === row.release_id || !inRollout(browserId, row.package, row.release_id, row.percent)) continue;
        chosen.set(row.package, { release_id: row.release_id, version: row.version, built_at: row.built_at, via: 'rollout' });
      }
    }
    if (previewPin && live.get(previewPin.module) !== previewPin.releaseId) {
      const release = await previewed(previewPin);
      if (release)
        chosen.set(release.package, {
          release_id: release.release_id,
          version: release.version,
          built_at: release.built_at,
          via: 'preview',
          expiresAt: previewPin.expiresAt,
        });
    }
    // A developer's override outranks the module's rollout and preview in that browser.
    if (overrideRelease && live.get(overrideRelease.module) !== overrideRelease.release_id) {
      const { module, release_id, version, built_at } = overrideRelease;
      chosen.set(module, { release_id, version, built_at, via: 'override' });
    }
    return chosen;
  }

  async function storedOrThrow(frontend: string, releaseId: string) {
    const release = await repo.release(frontend, releaseId);
    if (!release) throw notFound(noSuchRelease(frontend, releaseId));
    return release;
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

    /**
     * Who may load the files of a stored release of a remote: everyone once it has been live (open
     * tabs, a rollback), until it is withdrawn; before that only a browser the server sent it to,
     * by a preview link that still counts, by its side of the module's rollout of it or by its
     * developer's override in force.
     */
    async audienceOf(frontend: string, releaseId: string, { browserId, previewPin, overrideRelease }: BrowserState): Promise<Audience> {
      const facts = await repo.servingFacts(frontend, releaseId);
      if (!facts) return 'not-stored';
      if (facts.withdrawn) return 'nobody';
      if (facts.everLive) return 'everyone';
      if (overrideRelease?.module === frontend && overrideRelease.release_id === releaseId) return 'this-browser';
      if (previewPin?.module === frontend && previewPin.releaseId === releaseId && (await previewed(previewPin))) return 'this-browser';
      if (browserId) {
        const rollout = await repo.rollout(frontend);
        if (rollout?.release_id === releaseId && inRollout(browserId, frontend, releaseId, rollout.percent)) return 'this-browser';
      }
      return 'nobody';
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
    async preview(frontend: string, releaseId: string, actor: string, keyId: string | null = null): Promise<PreviewCreated> {
      await remoteOrThrow(frontend);
      await releases.checkPromotable(frontend, releaseId);
      if ((await repo.liveReleaseId(frontend)) === releaseId) throw conflict(releaseAlreadyLive(frontend, releaseId));
      const createdAt = now();
      const expiresAt = createdAt.getTime() + options.previewTtlMinutes * 60_000;
      const expiresIso = new Date(expiresAt).toISOString();
      const id = randomUUID();
      await repo.addPreview(
        {
          id,
          package: frontend,
          release_id: releaseId,
          created_by: actor,
          created_at: createdAt.toISOString(),
          expires_at: expiresIso,
          created_by_key: keyId,
          ended_at: null,
        },
        event(frontend, releaseId, 'preview', actor, expiresIso),
      );
      const token = previewToken(options.secret, { module: frontend, releaseId, expiresAt, id });
      return { url: `${options.frontendHost}/preview/${token}`, expires_at: expiresIso, release_id: releaseId, frontend };
    },

    /**
     * Ends one preview link of a module (404 when the module has none of this id): from the next
     * page load and file request on, it loads nothing. Ending it again changes nothing.
     */
    async endPreview(frontend: string, id: string, actor: string): Promise<void> {
      await releases.module(frontend);
      const preview = await repo.preview(id);
      if (!preview || preview.package !== frontend) throw notFound(PREVIEW_NOT_FOUND);
      const at = now().toISOString();
      if (await repo.endPreview(id, at, { ...event(frontend, preview.release_id, 'preview-end', actor, null), at }))
        options.log(`${frontend}: preview link ${id} of ${preview.release_id} ended by ${actor}`);
    },

    /**
     * What a preview link stands for: 'open' while it counts (its row not ended nor expired, its
     * release stored and not withdrawn, its module an enabled remote), with what the page that
     * asks the person's consent names.
     */
    async openPreview(token: string): Promise<OpenedPreview> {
      const pin = decodePreviewToken(options.secret, token);
      if (!pin) return { status: 'unknown' };
      const preview = await repo.preview(pin.id);
      if (!preview || preview.package !== pin.module || preview.release_id !== pin.releaseId) return { status: 'unknown' };
      const nowIso = now().toISOString();
      if (preview.ended_at || preview.withdrawn_at || preview.expires_at <= nowIso || pin.expiresAt <= now().getTime())
        return { status: 'gone' };
      const module = await releases.module(pin.module).catch(() => null);
      if (!module || module.isHost) return { status: 'gone' };
      return { status: 'open', pin, preview, module };
    },

    /**
     * Withdraws a release that is not live (409 for the live one; 404 for an unknown one): it is
     * served to nobody from then on, even if it was live once, and can no longer be made live,
     * rolled out or previewed; its preview links and its rollout end. Withdrawing it again
     * changes nothing.
     */
    async withdraw(frontend: string, releaseId: string, actor: string): Promise<Withdrawn> {
      await releases.module(frontend);
      await storedOrThrow(frontend, releaseId);
      const withdraw = event(frontend, releaseId, 'withdraw', actor, null);
      const rolloutEnded = { ...event(frontend, releaseId, 'rollout-abort', actor, ROLLOUT_ENDED_BY_WITHDRAWAL), at: withdraw.at };
      const at = await repo.withdraw(frontend, releaseId, { withdraw, rolloutEnded });
      if (at === withdraw.at) options.log(`${frontend}: ${releaseId} withdrawn by ${actor}`);
      return { frontend, release_id: releaseId, withdrawn_at: at };
    },
  };
  return service;
}

export type RolloutsService = ReturnType<typeof createRolloutsService>;
