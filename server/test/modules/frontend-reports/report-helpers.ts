import { join } from 'node:path';
import { after, before } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { assignmentCookie, newBrowserId } from '../../../src/modules/rollouts/browser-cookies.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { writeBuild } from '../releases/fake-builds.js';

export const REPORTS = '/api/v1/frontend-reports';

/** A browser's Cookie header with a fresh assignment signed by this app, and its id. */
export function newBrowser(app: FastifyInstance): { id: string; cookie: string } {
  const id = newBrowserId();
  return { id, cookie: assignmentCookie(app.config.secretKey, id, false).split(';')[0]! };
}

/** A source address in the n-th address group (10.x.y.0/24) of real browsers; the attacker's is 127.0.0.1. */
export const groupAddress = (n: number) => `10.${Math.floor(n / 256) % 256}.${n % 256}.1`;

export interface Report {
  module: string;
  release_id: string;
  outcome: 'ok' | 'failed';
  phase?: string | null;
  duration_ms?: number;
}

export const ok = (module: string, releaseId: string): Report => ({
  module,
  release_id: releaseId,
  outcome: 'ok',
  phase: null,
  duration_ms: 120,
});
export const failed = (module: string, releaseId: string, phase = 'render'): Report => ({
  module,
  release_id: releaseId,
  outcome: 'failed',
  phase,
  duration_ms: 300,
});

export function sendReports(
  app: FastifyInstance,
  reports: Report[],
  cookie?: string,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: REPORTS,
    headers: cookie ? { cookie } : {},
    payload: { reports },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** The shell and remote-items published: each module's first release live; returns the release ids by key. */
export async function publishReleases(t: TestApp): Promise<{ shell: string; itemsLive: string; itemsNext: string }> {
  const build = (frontend: string, marker: string) => writeBuild(join(t.dataDir, 'builds', `${frontend}-${marker}`), frontend, marker);
  const publish = async (frontend: string, marker: string, promote: boolean) =>
    (await t.app.releases.publish(frontend, await build(frontend, marker), { actor: 'test', promote })).release_id;
  return {
    shell: await publish('shell', 'a1', true),
    itemsLive: await publish('remote-items', 'a1', true),
    itemsNext: await publish('remote-items', 'b2', false),
  };
}

/** A test app for the suite it is called in (built before, closed after) with the releases of publishReleases. */
export function withPublishedApp(env: Record<string, string> = {}): { t: TestApp; ids: Awaited<ReturnType<typeof publishReleases>> } {
  const state = {} as { t: TestApp; ids: Awaited<ReturnType<typeof publishReleases>> };
  before(async () => {
    state.t = await buildTestApp(env);
    state.ids = await publishReleases(state.t);
  });
  after(() => state.t.close());
  return state;
}
