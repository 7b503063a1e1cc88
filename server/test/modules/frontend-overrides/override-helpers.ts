import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { TestApp } from '../../helpers/build-test-app.js';
import type { AuditDatabase } from '../../../src/modules/audit/audit.tables.js';
import { ASSIGNMENT_COOKIE } from '../../../src/modules/rollouts/browser-cookies.js';
import { OVERRIDE_COOKIE } from '../../../src/modules/frontend-overrides/override-cookie.js';
import { setCookies } from '../rollouts/preview-consent-flow.js';
import { publishReleases } from '../rollouts/published-releases.js';

export const OVERRIDES = '/api/v1/frontend-overrides';
export const DEV_URL = 'http://localhost:3002/mf-manifest.json';

/** A shell whose page has the boot script, so the page carries the runtime config and the hints. */
const BOOTING_PAGE =
  '<!doctype html><html><head><title>s</title><script id="first-screen-boot">/* boot */</script></head><body></body></html>';

/** The page of the shell's copy on React's development build, as its build writes it (in react-development/). */
export const REACT_DEVELOPMENT_PAGE = BOOTING_PAGE.replace('</head>', '<script defer src="/react-development/main.js"></script></head>');

/**
 * The shell and remote-items (a1 live, b2 published only), and remote-account live; with
 * `reactDevelopmentCopy`, the shell's release carries its copy on React's development build.
 */
export function publishProduct(t: TestApp, { reactDevelopmentCopy = false } = {}) {
  return publishReleases(
    t,
    [
      ['shell', 'shell', 'a1', true],
      ['accountA', 'remote-account', 'a1', true],
      ['itemsA', 'remote-items', 'a1', true],
      ['itemsB', 'remote-items', 'b2', false],
    ],
    async (dir, frontend) => {
      if (frontend !== 'shell') return;
      await writeFile(join(dir, 'index.html'), BOOTING_PAGE);
      await writeFile(join(dir, 'first-screen.json'), JSON.stringify({ groups: {}, needs: {} }));
      if (!reactDevelopmentCopy) return;
      await mkdir(join(dir, 'react-development'));
      await writeFile(join(dir, 'react-development', 'index.html'), REACT_DEVELOPMENT_PAGE);
      await writeFile(join(dir, 'react-development', 'main.js'), 'console.log("React development build");');
    },
  );
}

let browsers = 0;

/**
 * A browser as a page load makes it: the Cookie header pair of the fe_browser cookie the page
 * sets. Each comes from an address group of its own, so the hourly quota of ids never runs out.
 */
export async function newBrowser(t: TestApp): Promise<string> {
  browsers += 1;
  const remoteAddress = `10.${Math.floor(browsers / 256) % 256}.${browsers % 256}.7`;
  const page = await t.app.inject({ method: 'GET', url: '/login', remoteAddress });
  assert.equal(page.statusCode, 200, page.body);
  const value = setCookies(page)[ASSIGNMENT_COOKIE]?.[0];
  assert.ok(value, 'the page gives the browser an id');
  return `${ASSIGNMENT_COOKIE}=${value}`;
}

export function startOverride(t: TestApp, headers: Record<string, string>, cookie: string | null, body: object) {
  return t.app.inject({ method: 'POST', url: OVERRIDES, headers: { ...headers, ...(cookie ? { cookie } : {}) }, payload: body });
}

/** The Cookie header pair of the fe_dev cookie an answer sets. */
export function overrideCookieOf(response: LightMyRequestResponse): string {
  const value = setCookies(response)[OVERRIDE_COOKIE]?.[0];
  assert.ok(value, `no ${OVERRIDE_COOKIE} cookie in ${JSON.stringify(response.headers['set-cookie'])}`);
  return `${OVERRIDE_COOKIE}=${value}`;
}

export const configFor = async (t: TestApp, cookie: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: '/config.json', headers: { ...headers, cookie } });
  assert.equal(response.statusCode, 200, response.body);
  return JSON.parse(response.body);
};

export const overrideRow = (t: TestApp, id: string) =>
  t.app.db.selectFrom('frontend_overrides').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The audit entries about overrides, oldest first, once every write has settled. */
export async function overrideAudit(t: TestApp, id: string) {
  await t.app.auditLog.settled();
  const db = t.app.db as unknown as Kysely<AuditDatabase>;
  const rows = await db.selectFrom('audit_log').selectAll().where('kind', 'like', 'override.%').orderBy('id').execute();
  return rows
    .map((row) => ({ kind: row.kind, actor: row.actor, target: row.target, summary: JSON.parse(row.summary ?? '{}') }))
    .filter((row) => row.summary.id === id);
}
