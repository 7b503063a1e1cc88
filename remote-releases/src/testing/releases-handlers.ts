import type { DeployKeyPublic, ModulePublic, ModuleRetirement, ReleaseHealth, UserMePublic } from '@video-admin/shared-ui/contract';
import { api, apiServer, HttpResponse, recordRequests, serveCurrentUser } from '@video-admin/shared-ui/testing';
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
  /** What GET .../retirement answers for a module: by default its segment's route and menu entry, nothing blocking. */
  retirement?: Record<string, ModuleRetirement>;
}

const AT = '2026-11-25T08:00:00Z';

/**
 * The releases API over in-memory lists, typed by the contract: a promote moves the live release and
 * adds to the history, a rollout changes, completes or aborts, keys are created (secret once) and
 * revoked. Returns the requests sent, in order.
 */
export function serveReleases(state: ReleasesServerState = {}) {
  const modules = state.modules ?? [SHELL, ITEMS];
  const shell: ModuleReleases = { frontend: 'shell', live: null, releases: [], history: [], rollout: null, previews: [] };
  const releases = state.releases ?? [shell, itemsReleases()];
  const keys = state.keys ?? [aKey()];
  const requests = recordRequests();
  serveCurrentUser(state.me ?? MANAGER);
  const find = (name: string) => releases.find((entry) => entry.frontend === name)!;
  const refusal = () => (state.refuse ? HttpResponse.json({ detail: state.refuse }, { status: 409 }) : null);
  apiServer.use(
    api.get('/api/v1/modules/', ({ query, response }) =>
      response(200).json({ data: query.get('include_retired') === 'true' ? modules : modules.filter((module) => !module.retired_at) }),
    ),
    api.get('/api/v1/releases/', ({ response }) => response(200).json({ data: releases })),
    api.get('/api/v1/releases/{frontend}/health', ({ response }) =>
      response(200).json({ data: state.health ?? [], count: state.health?.length ?? 0 }),
    ),
    api.post('/api/v1/releases/{frontend}/promote', async ({ params, request, response }) => {
      const refused = refusal();
      if (refused) return response.untyped(refused);
      const { release_id } = await request.json();
      const entry = find(params.frontend);
      entry.releases = entry.releases.map((release) => ({ ...release, live: release.release_id === release_id }));
      const previous = entry.live;
      entry.live = release_id;
      entry.history = [{ action: 'promote', release_id, actor: MANAGER.email, at: AT, detail: null }, ...entry.history];
      return response(200).json({ frontend: entry.frontend, live: release_id, previous });
    }),
    api.post('/api/v1/releases/{frontend}/rollback', ({ params, response }) => {
      const entry = find(params.frontend);
      const before = entry.history.find((event) => event.action === 'promote' && event.release_id !== entry.live)!.release_id;
      const previous = entry.live;
      entry.releases = entry.releases.map((release) => ({ ...release, live: release.release_id === before }));
      entry.live = before;
      entry.history = [{ action: 'rollback', release_id: before, actor: MANAGER.email, at: AT, detail: null }, ...entry.history];
      return response(200).json({ frontend: entry.frontend, live: before, previous });
    }),
    api.post('/api/v1/releases/{frontend}/rollout', async ({ params, request, response }) => {
      const refused = refusal();
      if (refused) return response.untyped(refused);
      const { release_id, percent } = await request.json();
      const entry = find(params.frontend);
      entry.rollout = percent > 0 && percent < 100 ? { release_id, percent, started_at: AT, started_by: MANAGER.email } : null;
      const status = percent === 0 ? 'aborted' : percent === 100 ? 'completed' : 'rolling-out';
      return response(200).json({ frontend: entry.frontend, release_id, percent, live: entry.live, status });
    }),
    api.post('/api/v1/releases/{frontend}/preview', async ({ params, request, response }) => {
      const refused = refusal();
      if (refused) return response.untyped(refused);
      const { release_id } = await request.json();
      const url = `http://localhost:8000/preview/token-${release_id}`;
      return response(201).json({ url, expires_at: '2026-11-25T09:00:00Z', release_id, frontend: params.frontend });
    }),
    api.post('/api/v1/modules/', async ({ request, response }) => {
      const body = await request.json();
      if (modules.some((module) => module.name === body.name)) {
        return response.untyped(HttpResponse.json({ detail: `The name ${body.name} is taken` }, { status: 409 }));
      }
      const { paths = [`/${body.segment}`], ...fields } = body;
      const claims = paths.map((path) => ({ path, explicit: false, granted_by: MANAGER.email, granted_at: AT }));
      const created = { ...fields, paths: claims, is_host: false, created_at: AT, created_by: MANAGER.email };
      modules.push(created);
      return response(201).json(created);
    }),
    api.get('/api/v1/modules/{name}/retirement', ({ params, response }) => {
      const path = `/${params.name.replace(/^remote-/, '')}`;
      return response(200).json(state.retirement?.[params.name] ?? { routes: [path], menu: [path], blocked_by: [] });
    }),
    api.post('/api/v1/modules/{name}/retire', ({ params, response }) => {
      const index = modules.findIndex((module) => module.name === params.name);
      modules[index] = { ...modules[index]!, retired_at: AT };
      return response(200).json(modules[index]);
    }),
    api.post('/api/v1/modules/{name}/restore', ({ params, response }) => {
      const index = modules.findIndex((module) => module.name === params.name);
      modules[index] = { ...modules[index]!, retired_at: null };
      return response(200).json(modules[index]);
    }),
    api.get('/api/v1/deploy-keys/', ({ response }) => response(200).json({ data: keys })),
    api.post('/api/v1/deploy-keys/', async ({ request, response }) => {
      const { module, name, can_promote } = await request.json();
      const created = aKey({ id: `k${keys.length + 1}`, module, name, can_promote, last_used_at: null });
      keys.unshift(created);
      return response(201).json({ ...created, key: 'dk_secret_shown_once' });
    }),
    api.delete('/api/v1/deploy-keys/{id}', ({ params, response }) => {
      keys.find((entry) => entry.id === params.id)!.revoked_at = AT;
      return response(200).json({ message: 'revoked' });
    }),
  );
  return { requests, releases, keys, modules };
}
