import type { DeployKeyPublic, ModulePublic, UserMePublic } from 'shared-ui/contract';
import { apiServer, HttpResponse, plainHttp, recordRequests, serveCurrentUser } from 'shared-ui/testing';
import type { ReleaseHealth } from '../health/model/health';
import type { ModuleReleases } from '../releases/model/release-types';
import { aKey, itemsReleases, ITEMS, MANAGER, SHELL } from './releases-fixtures';

export interface ReleasesServerState {
  modules?: ModulePublic[];
  releases?: ModuleReleases[];
  keys?: DeployKeyPublic[];
  health?: ReleaseHealth[];
  me?: UserMePublic;
  /** A reason for a 409 to every promote, rollout and preview. */
  refuse?: string;
}

const path = (rest: string) => `*/api/v1/${rest}`;

/**
 * The releases API over in-memory lists: a promote moves the live release and adds to the history,
 * a rollout changes, completes or aborts, keys are created (secret once) and revoked. Returns the
 * requests sent, in order.
 */
export function serveReleases(state: ReleasesServerState = {}) {
  const modules = state.modules ?? [SHELL, ITEMS];
  const releases = state.releases ?? [{ frontend: 'shell', live: null, releases: [], history: [], rollout: null }, itemsReleases()];
  const keys = state.keys ?? [aKey()];
  const requests = recordRequests();
  serveCurrentUser(state.me ?? MANAGER);
  const find = (name: string) => releases.find((entry) => entry.frontend === name)!;
  const refused = () => (state.refuse ? HttpResponse.json({ detail: state.refuse }, { status: 409 }) : null);
  apiServer.use(
    plainHttp.get(path('modules/'), () => HttpResponse.json({ data: modules })),
    plainHttp.get(path('releases/'), () => HttpResponse.json({ data: releases })),
    plainHttp.get(path('releases/:module/health'), () => HttpResponse.json({ data: state.health ?? [] })),
    plainHttp.post(path('releases/:module/promote'), async ({ params, request }) => {
      const { release_id } = (await request.json()) as { release_id: string };
      const entry = find(String(params.module));
      const refusal = refused();
      if (refusal) return refusal;
      entry.releases = entry.releases.map((release) => ({ ...release, live: release.release_id === release_id }));
      entry.live = release_id;
      entry.history = [
        { action: 'promote', release_id, actor: 'rm@example.com', at: '2026-11-25T08:00:00Z', detail: null },
        ...entry.history,
      ];
      return HttpResponse.json({ frontend: entry.frontend, live: release_id, previous: null });
    }),
    plainHttp.post(path('releases/:module/rollout'), async ({ params, request }) => {
      const { release_id, percent } = (await request.json()) as { release_id: string; percent: number };
      const entry = find(String(params.module));
      const refusal = refused();
      if (refusal) return refusal;
      entry.rollout =
        percent > 0 && percent < 100 ? { release_id, percent, started_at: '2026-11-25T08:00:00Z', started_by: 'rm@example.com' } : null;
      const status = percent === 0 ? 'aborted' : percent === 100 ? 'completed' : 'rolling-out';
      return HttpResponse.json({ frontend: entry.frontend, release_id, percent, live: entry.live, status });
    }),
    plainHttp.post(path('releases/:module/preview'), async ({ params, request }) => {
      const { release_id } = (await request.json()) as { release_id: string };
      const refusal = refused();
      if (refusal) return refusal;
      const url = `http://localhost:8000/preview/token-${release_id}`;
      return HttpResponse.json({ url, expires_at: '2026-11-25T09:00:00Z', release_id, frontend: params.module }, { status: 201 });
    }),
    plainHttp.post(path('modules/:name/retire'), ({ params }) => {
      const index = modules.findIndex((module) => module.name === params.name);
      const [retired] = modules.splice(index, 1);
      return HttpResponse.json({ ...retired, retired_at: '2026-11-25T08:00:00Z' });
    }),
    plainHttp.get(path('deploy-keys/'), () => HttpResponse.json({ data: keys })),
    plainHttp.post(path('deploy-keys/'), async ({ request }) => {
      const body = (await request.json()) as { module: string; name: string; can_promote: boolean };
      const created = aKey({ id: `k${keys.length + 1}`, ...body, last_used_at: null });
      keys.unshift(created);
      return HttpResponse.json({ ...created, key: 'dk_secret_shown_once' }, { status: 201 });
    }),
    plainHttp.delete(path('deploy-keys/:id'), ({ params }) => {
      const key = keys.find((entry) => entry.id === params.id)!;
      key.revoked_at = '2026-11-25T08:00:00Z';
      return HttpResponse.json({ message: 'revoked' });
    }),
  );
  return { requests, releases, keys, modules };
}
