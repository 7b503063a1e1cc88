import type { DeployKeyPublic, ModulePublic, ReleaseHealth } from '@video-admin/shared-ui/contract';
import { aUser } from '@video-admin/shared-ui/testing';
import type { ModuleReleases } from '../releases/model/release-types';

/** The signed-in release manager of these tests (not a superuser). */
export const MANAGER = aUser({ id: 'rm', email: 'rm@example.com', roles: ['release_manager'], permissions: ['releases.manage'] });

export function aModule(name: string, overrides: Partial<ModulePublic> = {}): ModulePublic {
  const key = name.replace(/^remote-/, '');
  return {
    name,
    segment: name === 'shell' ? null : key,
    config_key: key,
    display_name: { en: `${key} EN`, 'zh-CN': `${key} 中文` },
    is_host: name === 'shell',
    created_at: '2026-11-20T08:00:00Z',
    created_by: 'server',
    paths: name === 'shell' ? [] : [{ path: `/${key}`, explicit: false, granted_by: 'server', granted_at: '2026-11-20T08:00:00Z' }],
    ...overrides,
  };
}

export const SHELL = aModule('shell');
export const ITEMS = aModule('remote-items', { display_name: { en: 'Items', 'zh-CN': '项目' } });

/** remote-items with 0.1.0-a live, 0.1.0-b rolling out to 10 %, 0.1.0-c published only, and their history. */
export function itemsReleases(overrides: Partial<ModuleReleases> = {}): ModuleReleases {
  const release = (id: string, published_at: string, live = false) => ({
    release_id: `0.1.0-${id}`,
    version: '0.1.0',
    built_at: published_at,
    published_at,
    published_by: 'ci@example.com',
    live,
    withdrawn_at: null,
    mismatches: [],
    commit: null,
    notes: null,
  });
  return {
    frontend: 'remote-items',
    live: '0.1.0-a',
    releases: [release('a', '2026-11-21T08:00:00Z', true), release('b', '2026-11-22T08:00:00Z'), release('c', '2026-11-23T08:00:00Z')],
    rollout: { release_id: '0.1.0-b', percent: 10, started_at: '2026-11-24T08:00:00Z', started_by: 'rm@example.com' },
    previews: [],
    history: [
      { action: 'rollout', release_id: '0.1.0-b', actor: 'rm@example.com', at: '2026-11-24T08:00:00Z', detail: '10%' },
      { action: 'publish', release_id: '0.1.0-c', actor: 'ci@example.com', at: '2026-11-23T08:00:00Z', detail: null },
      { action: 'promote', release_id: '0.1.0-a', actor: 'boss@example.com', at: '2026-11-21T09:00:00Z', detail: null },
    ],
    ...overrides,
  };
}

export function aKey(overrides: Partial<DeployKeyPublic> = {}): DeployKeyPublic {
  return {
    id: 'k1',
    module: 'remote-items',
    name: 'items CI',
    can_promote: false,
    created_at: '2026-11-20T08:00:00Z',
    created_by: 'rm@example.com',
    expires_at: null,
    last_used_at: '2026-11-22T10:00:00Z',
    revoked_at: null,
    ...overrides,
  };
}

export function aHealth(overrides: Partial<ReleaseHealth> = {}): ReleaseHealth {
  return {
    release_id: '0.1.0-b',
    browsers: 12,
    failed_browsers: 9,
    persons: 8,
    failed_persons: 6,
    address_groups: 4,
    failed_address_groups: 3,
    failure_share: 0.75,
    loads: 30,
    failures: 20,
    by_phase: { manifest: 0, entry: 0, chunk: 2, render: 7 },
    timed_loads: 21,
    load_ms_p50: 420,
    load_ms_p95: 1_850,
    minutes: [],
    ...overrides,
  };
}
