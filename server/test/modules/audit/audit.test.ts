import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { AUDITED_CALLS, OWN_RECORDS } from '../../../src/modules/audit/audited-calls.js';
import type { AuditDatabase } from '../../../src/modules/audit/audit.tables.js';
import { adminHeaders, assertRefused, createUser, json, loginRequest, randomEmail, type Headers } from '../../helpers/api.js';
import { BULK_JOBS, TASKS, TEMPLATES, createTask, createTemplate, postJson } from '../../helpers/backend.js';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { documentedOperations } from '../../helpers/operations.js';
import { writeBuild } from '../releases/fake-builds.js';

const AUDIT = '/api/v1/audit/';
const PASSWORD = 'password-1234';
const DAY_MS = 24 * 60 * 60 * 1000;

interface Entry {
  id: string;
  at: string;
  actor: string | null;
  kind: string;
  target: string;
  summary: string | null;
  source: 'audit' | 'template_history' | 'release';
}

/** Changes that are not made through an admin API, or change nothing: not in the audit log. */
const NOT_AUDITED = [
  'POST /api/v1/login/access-token', // only its refusals of back-office accounts (signin.refused)
  'POST /api/v1/login/test-token', // reads
  'POST /api/v1/password-recovery/:email', // sends a mail
  'POST /api/v1/reset-password/', // a person's own password, through the mailed link
  'POST /api/v1/password-recovery-html-content/:email', // reads
  'POST /api/v1/users/signup', // a person's own account
  'PATCH /api/v1/users/me',
  'DELETE /api/v1/users/me',
  'PATCH /api/v1/users/me/password',
  'POST /api/v1/items/', // a person's own items
  'PUT /api/v1/items/:id',
  'DELETE /api/v1/items/:id',
  'POST /api/v1/utils/test-email/', // sends a mail
  'DELETE /api/v1/frontend-preview', // one browser's own preview cookie
  'POST /api/v1/frontend-reports/', // what browsers report of their loads (a rollout it aborts is in the releases' events)
  'POST /api/v1/releases/:frontend/check', // reads: whether a publish would be let in
  'POST /api/v1/users/me/views/', // a person's own saved views of a list (a shared one only offers its layout to copy)
  'PUT /api/v1/users/me/views/:id',
  'DELETE /api/v1/users/me/views/:id',
  // A person's own passkeys: the options change nothing, the name is the person's own label; adding,
  // removing and signing in with one write their own entries (passkey.add, passkey.remove, signin.passkey).
  'POST /api/v1/users/me/passkeys/options',
  'POST /api/v1/users/me/passkeys',
  'PATCH /api/v1/users/me/passkeys/:id',
  'DELETE /api/v1/users/me/passkeys/:id',
  'POST /api/v1/login/passkey/options',
  'POST /api/v1/login/passkey',
  // A person's own second factor: setting it up, turning it on, new recovery codes and turning it off
  // write their own entries (two_factor.*), as does a sign-in's second step with a recovery code.
  'POST /api/v1/users/me/two-factor/setup',
  'POST /api/v1/users/me/two-factor',
  'POST /api/v1/users/me/two-factor/recovery-codes',
  'DELETE /api/v1/users/me/two-factor',
  'POST /api/v1/login/second-factor',
  // Single sign-on's sign-in, the person it created and the roles it changed are recorded as the
  // provider's answer is taken (signin.sso, source sso); trading the one-time code changes nothing more.
  'POST /api/v1/login/oidc/token',
];

describe('audit log', () => {
  let t: TestApp;
  let admin: Headers;
  before(async () => {
    t = await buildTestApp();
    admin = await adminHeaders(t.app);
  });
  after(() => t.close());

  const db = () => t.app.db as unknown as Kysely<AuditDatabase>;

  async function list(query: Record<string, string | number> = {}, headers: Headers = admin): Promise<{ data: Entry[]; count: number }> {
    await t.app.auditLog.settled();
    const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
    const response = await t.app.inject({ method: 'GET', url: `${AUDIT}?${search}`, headers });
    assert.equal(response.statusCode, 200, response.body);
    return json(response);
  }
  // The target filter finds a part of a target (task:1 finds task:12 too): the entries of exactly this one.
  const ofTarget = async (target: string) => (await list({ target, limit: 100 })).data.filter((entry) => entry.target === target);
  const summaryOf = (entry: Entry | undefined) => JSON.parse(entry?.summary ?? 'null');

  const call = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Headers = admin) =>
    t.app.inject({ method, url, headers, payload });

  it('records each change to users and roles, with who, what and the target, never a password', async () => {
    const email = randomEmail('audited');
    const created = await call('POST', '/api/v1/users/', { email, password: PASSWORD, full_name: 'Ann', roles: ['viewer'] });
    assert.equal(created.statusCode, 200, created.body);
    const id = json(created).id;
    const target = `user:${email}`;

    let entries = await ofTarget(target);
    assert.equal(entries.length, 1);
    assert.equal(entries[0]!.kind, 'user.create');
    assert.equal(entries[0]!.actor, ADMIN_EMAIL);
    assert.equal(entries[0]!.source, 'audit');
    assert.match(entries[0]!.id, /^audit:\d+$/);
    assert.match(entries[0]!.at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    assert.deepEqual(summaryOf(entries[0]), { full_name: 'Ann', is_active: true, is_superuser: false, roles: ['viewer'] });

    const secret = 'a-new-password-5678';
    assert.equal((await call('PATCH', `/api/v1/users/${id}`, { full_name: 'Ann B', password: secret })).statusCode, 200);
    assert.equal((await call('PATCH', `/api/v1/users/${id}`, { roles: ['task_operator', 'viewer'] })).statusCode, 200);
    // Nothing changes: nothing recorded.
    assert.equal((await call('PATCH', `/api/v1/users/${id}`, { full_name: 'Ann B', roles: ['viewer', 'task_operator'] })).statusCode, 200);
    entries = await ofTarget(target);
    assert.deepEqual(
      entries.map((entry) => entry.kind),
      ['user.roles', 'user.update', 'user.create'],
    );
    assert.deepEqual(summaryOf(entries[1]), { full_name: ['Ann', 'Ann B'], password: 'changed' });
    assert.deepEqual(summaryOf(entries[0]), { roles: [['viewer'], ['task_operator', 'viewer']] });

    // A change of e-mail and roles at once: two entries, on the new address.
    const renamed = randomEmail('renamed');
    assert.equal((await call('PATCH', `/api/v1/users/${id}`, { email: renamed, roles: [] })).statusCode, 200);
    const afterRename = await ofTarget(`user:${renamed}`);
    assert.deepEqual(afterRename.map((entry) => entry.kind).sort(), ['user.roles', 'user.update']);
    assert.deepEqual(summaryOf(afterRename.find((entry) => entry.kind === 'user.update')), { email: [email, renamed] });

    assert.equal((await call('DELETE', `/api/v1/users/${id}`)).statusCode, 200);
    const deleted = (await ofTarget(`user:${renamed}`)).find((entry) => entry.kind === 'user.delete');
    assert.ok(deleted);
    assert.deepEqual(summaryOf(deleted), { full_name: 'Ann B', is_superuser: false, roles: [] });

    const everything = JSON.stringify((await list({ limit: 100 })).data);
    assert.ok(!everything.includes(PASSWORD) && !everything.includes(secret), 'no password is recorded');
  });

  it('records refused calls and failures nowhere', async () => {
    const before = (await list()).count;
    const user = await createUser(t.app);
    const afterCreate = (await list()).count;
    assert.equal(afterCreate, before + 1);
    // 403, 404, 422: nothing changed, nothing recorded.
    assert.equal((await call('DELETE', `/api/v1/users/${user.id}`, undefined, user.headers)).statusCode, 403);
    assert.equal((await call('DELETE', '/api/v1/users/00000000-0000-4000-8000-000000000000')).statusCode, 404);
    assert.equal((await call('PATCH', `/api/v1/users/${user.id}`, { roles: ['nobody'] })).statusCode, 422);
    assert.equal((await call('PUT', `${TASKS}/2147483647`, { task_status: 2 })).statusCode, 404);
    assert.equal((await list()).count, afterCreate);
  });

  it('records modules and deploy keys, never the key itself', async () => {
    const registered = await call('POST', '/api/v1/modules/', {
      name: 'remote-audited',
      segment: 'audited',
      config_key: 'audited',
      display_name: { en: 'Audited', 'zh-CN': '审计' },
    });
    assert.equal(registered.statusCode, 201, registered.body);
    const key = await call('POST', '/api/v1/deploy-keys/', { module: 'remote-audited', name: 'audited CI', can_promote: true });
    assert.equal(key.statusCode, 201, key.body);
    const { id: keyId, key: secret } = json(key);
    assert.equal((await call('DELETE', `/api/v1/deploy-keys/${keyId}`)).statusCode, 200);
    // Revoking again changes nothing.
    assert.equal((await call('DELETE', `/api/v1/deploy-keys/${keyId}`)).statusCode, 200);
    assert.equal((await call('POST', '/api/v1/modules/remote-audited/retire')).statusCode, 200);

    const moduleEntries = await ofTarget('module:remote-audited');
    assert.deepEqual(
      moduleEntries.map((entry) => [entry.kind, entry.actor]),
      [
        ['module.retire', ADMIN_EMAIL],
        ['module.register', ADMIN_EMAIL],
      ],
    );
    assert.deepEqual(summaryOf(moduleEntries[1]), {
      segment: 'audited',
      config_key: 'audited',
      display_name: { en: 'Audited', 'zh-CN': '审计' },
    });

    const keyEntries = await ofTarget(`deploy_key:${keyId}`);
    assert.deepEqual(
      keyEntries.map((entry) => entry.kind),
      ['deploy_key.revoke', 'deploy_key.create'],
    );
    assert.deepEqual(summaryOf(keyEntries[1]), { module: 'remote-audited', name: 'audited CI', can_promote: true, expires_at: null });
    assert.deepEqual(summaryOf(keyEntries[0]), { module: 'remote-audited', name: 'audited CI' });
    assert.ok(!JSON.stringify(keyEntries).includes(secret.slice(3)), 'the secret is not recorded');
    const stored = await db().selectFrom('audit_log').select('summary').execute();
    assert.ok(!JSON.stringify(stored).includes(secret.slice(3)));
  });

  it('records tasks created, changed and deleted, and bulk jobs started', async () => {
    const task = await createTask(t.app, { template_id: 7, user_id: 1001, platform: 'keling' });
    const target = `task:${task.task_id}`;
    assert.equal((await call('PUT', `${TASKS}/${task.task_id}`, { is_read: true })).statusCode, 200);
    // The same value again changes nothing.
    assert.equal((await call('PUT', `${TASKS}/${task.task_id}`, { is_read: true })).statusCode, 200);
    const started = await postJson(t.app, `${BULK_JOBS}/`, { list: 'tasks', action: 'set_status', task_status: 4, ids: [task.task_id] });
    assert.equal(started.statusCode, 202, started.body);
    assert.equal((await call('DELETE', `${TASKS}/${task.task_id}`)).statusCode, 200);

    const entries = await ofTarget(target);
    assert.deepEqual(
      entries.map((entry) => entry.kind),
      ['task.delete', 'task.update', 'task.create'],
    );
    assert.deepEqual(summaryOf(entries[2]), { template_id: 7, user_id: 1001, platform: 'keling', task_status: task.task_status });
    assert.deepEqual(summaryOf(entries[1]), { is_read: [false, true] });
    assert.deepEqual(summaryOf(entries[0]), { template_id: 7, platform: 'keling', task_status: task.task_status });

    const job = json(started);
    const [jobEntry] = await ofTarget(`bulk_job:${job.id}`);
    assert.equal(jobEntry?.kind, 'bulk_job.start');
    assert.equal(jobEntry?.actor, ADMIN_EMAIL);
    assert.deepEqual(summaryOf(jobEntry), { list: 'tasks', action: 'set_status', task_status: 4, total: 1, ids: [task.task_id] });
  });

  it('records a bulk job cancelled', { skip: !AUDITED_CALLS['POST /api/backend/bulk-jobs/:id/cancel'] }, async (context) => {
    const route = t.app.hasRoute({ method: 'POST', url: `${BULK_JOBS}/:id/cancel` });
    if (!route) return context.skip('no cancel call yet');
    const task = await createTask(t.app);
    const started = json(await postJson(t.app, `${BULK_JOBS}/`, { list: 'tasks', action: 'mark_read', ids: [task.task_id] }));
    const cancelled = await call('POST', `${BULK_JOBS}/${started.id}/cancel`, {});
    assert.ok(cancelled.statusCode >= 200 && cancelled.statusCode < 300, cancelled.body);
    const entries = await ofTarget(`bulk_job:${started.id}`);
    assert.deepEqual(
      entries.map((entry) => [entry.kind, entry.actor]),
      [
        ['bulk_job.cancel', ADMIN_EMAIL],
        ['bulk_job.start', ADMIN_EMAIL],
      ],
    );
  });

  it('lists template changes once, from the templates history', async () => {
    const template = await createTemplate(t.app, { template_name: 'Audited template' });
    const id = template.template_id;
    assert.equal((await postJson(t.app, `${TEMPLATES}/update`, { template_id: id, template_name: 'Renamed' })).statusCode, 200);

    const entries = await ofTarget(`template:${id}`);
    assert.deepEqual(
      entries.map((entry) => [entry.kind, entry.source, entry.actor]),
      [
        ['template.update', 'template_history', ADMIN_EMAIL],
        ['template.create', 'template_history', ADMIN_EMAIL],
      ],
    );
    assert.match(entries[0]!.id, /^template_history:\d+$/);
    assert.deepEqual(summaryOf(entries[0]), { template_name: ['Audited template', 'Renamed'] });
    const history = json(await t.app.inject({ method: 'GET', url: `${TEMPLATES}/${id}/history`, headers: admin }));
    assert.equal(history.count, 2);
    const written = await db().selectFrom('audit_log').select('target').where('target', '=', `template:${id}`).execute();
    assert.deepEqual(written, [], 'template calls are not written to the audit table');

    // The family and an exact kind.
    assert.ok((await list({ kind: 'template', target: `template:${id}` })).data.every((entry) => entry.kind.startsWith('template.')));
    assert.deepEqual(
      (await list({ kind: 'template.update', target: `template:${id}` })).data.map((entry) => entry.kind),
      ['template.update'],
    );
    assert.equal((await list({ kind: 'task', target: `template:${id}` })).count, 0);
  });

  it('lists release actions once, from the releases events, with who made them', async () => {
    const build = (marker: string) => writeBuild(join(t.dataDir, 'builds', `items-${marker}`), 'remote-items', marker);
    const first = await t.app.releases.publish('remote-items', await build('a1'), { actor: 'ci@example.com', promote: true });
    const second = await t.app.releases.publish('remote-items', await build('b2'), { actor: 'ci@example.com' });
    assert.equal((await call('POST', '/api/v1/releases/remote-items/promote', { release_id: second.release_id })).statusCode, 200);
    assert.equal((await call('POST', '/api/v1/releases/remote-items/rollback')).statusCode, 200);

    const entries = (await list({ kind: 'release', limit: 100 })).data;
    assert.ok(entries.every((entry) => entry.source === 'release' && entry.kind.startsWith('release.')));
    const byAdmin = entries.filter((entry) => entry.actor === ADMIN_EMAIL);
    assert.deepEqual(byAdmin.map((entry) => [entry.kind, entry.target]).sort(), [
      ['release.promote', `release:remote-items@${second.release_id}`],
      ['release.rollback', `release:remote-items@${first.release_id}`],
    ]);
    assert.deepEqual(
      entries
        .filter((entry) => entry.actor === 'ci@example.com')
        .map((entry) => entry.kind)
        .sort(),
      ['release.promote', 'release.publish', 'release.publish'],
    );
    // A module's target also finds its releases; one release by its own target.
    const ofModule = (await list({ target: 'module:remote-items', limit: 100 })).data;
    assert.deepEqual(
      ofModule.filter((entry) => entry.source === 'release'),
      entries,
    );
    assert.deepEqual((await list({ target: `release:remote-items@${second.release_id}` })).data.map((entry) => entry.kind).sort(), [
      'release.promote',
      'release.publish',
    ]);
    const written = await db().selectFrom('audit_log').select('kind').where('kind', 'like', 'release.%').execute();
    assert.deepEqual(written, [], 'release calls are not written to the audit table');
  });

  it('filters by person (any case, a part of the e-mail), kind family, target and time; pages newest first across sources', async () => {
    const person = await createUser(t.app, { superuser: true, email: randomEmail('Pager') });
    const made: string[] = [];
    for (let index = 0; index < 4; index++) {
      const task = json(await call('POST', `${TASKS}/`, { template_id: 1, user_id: 2000 + index, platform: 'keling' }, person.headers));
      made.push(`task:${task.task_id}`);
      const template = json(await call('POST', `${TEMPLATES}/create`, { template_name: `Paged ${index}` }, person.headers));
      made.push(`template:${template.template_id}`);
    }
    const needle = person.email.slice(0, 14).toUpperCase();
    const all = await list({ person: needle, limit: 100 });
    assert.equal(all.count, 8);
    assert.deepEqual(
      all.data.map((entry) => entry.target),
      [...made].reverse(),
    );
    assert.ok(all.data.every((entry) => entry.actor === person.email));

    const pages: Entry[] = [];
    for (let skip = 0; skip < 8; skip += 3) {
      const page = await list({ person: needle, skip, limit: 3 });
      assert.equal(page.count, 8);
      pages.push(...page.data);
    }
    assert.deepEqual(pages, all.data);
    const farAway = await list({ person: needle, skip: Number.MAX_SAFE_INTEGER });
    assert.deepEqual(farAway, { data: [], count: 8 });

    assert.deepEqual(
      (await list({ person: needle, kind: 'task' })).data.map((entry) => entry.kind),
      ['task.create', 'task.create', 'task.create', 'task.create'],
    );
    assert.equal((await list({ person: needle, kind: 'template' })).count, 4);
    assert.equal((await list({ person: needle, kind: 'template.create' })).count, 4);
    assert.equal((await list({ person: needle, kind: 'task.delete' })).count, 0);
    assert.equal((await list({ person: needle, target: made[0]! })).count, 1);
    assert.equal((await list({ person: 'nobody-like-this' })).count, 0);
    // % and _ match themselves.
    assert.equal((await list({ person: '%' })).count, 0);
    // An empty filter is no filter.
    assert.equal((await list({ person: needle, kind: '' })).count, 8);

    // From is inclusive, to exclusive; any offset.
    const now = Date.now();
    const stamp = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
    await db()
      .insertInto('audit_log')
      .values(
        [3, 2, 1].map((days) => ({
          at: stamp(days),
          actor: 'timed@example.com',
          actor_id: null,
          kind: 'task.update',
          target: `task:${900 + days}`,
          summary: null,
        })),
      )
      .execute();
    await db()
      .insertInto('video_template_history')
      .values({
        template_id: 999,
        action: 'update',
        changes: '{}',
        actor_id: null,
        actor_email: 'timed@example.com',
        created_at: stamp(2.5),
      })
      .execute();
    const timed = (from?: string, to?: string) =>
      list({ person: 'timed@', ...(from ? { from } : {}), ...(to ? { to } : {}) }).then((page) => page.data.map((entry) => entry.target));
    assert.deepEqual(await timed(), ['task:901', 'task:902', 'template:999', 'task:903']);
    assert.deepEqual(await timed(stamp(2.5), stamp(1)), ['task:902', 'template:999']);
    // Two days ago written at +08:00: the same instant.
    const twoDaysAgo = new Date(now - 2 * DAY_MS);
    const at8 = new Date(twoDaysAgo.getTime() + 8 * 60 * 60 * 1000).toISOString().replace('Z', '+08:00');
    assert.deepEqual(await timed(undefined, at8), ['template:999', 'task:903']);
  });

  it('needs users.manage: 401 without a token, 403 naming the permission for anyone else', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: AUDIT })).statusCode, 401);
    const everyRole = await call('POST', '/api/v1/users/', {
      email: randomEmail('roles'),
      password: PASSWORD,
      roles: ['template_reviewer', 'template_publisher', 'task_operator', 'viewer', 'release_manager'],
    });
    const headers = { authorization: `Bearer ${json(await loginRequest(t.app, json(everyRole).email, PASSWORD)).access_token}` };
    assertRefused(await t.app.inject({ method: 'GET', url: AUDIT, headers }), 'users.manage');
    const bad = await t.app.inject({ method: 'GET', url: `${AUDIT}?limit=101`, headers: admin });
    assert.equal(bad.statusCode, 422);
    assert.equal((await t.app.inject({ method: 'GET', url: `${AUDIT}?from=yesterday`, headers: admin })).statusCode, 422);
    assert.equal((await t.app.inject({ method: 'GET', url: `${AUDIT}?kind=Task`, headers: admin })).statusCode, 422);
  });

  it('records a refused sign-in of a back-office account, not of an ordinary one', async () => {
    const staff = randomEmail('Staff');
    assert.equal((await call('POST', '/api/v1/users/', { email: staff, password: PASSWORD, roles: ['viewer'] })).statusCode, 200);
    const plain = await createUser(t.app);
    const inactive = randomEmail('gone');
    assert.equal(
      (await call('POST', '/api/v1/users/', { email: inactive, password: PASSWORD, is_superuser: true, is_active: false })).statusCode,
      200,
    );
    const before = (await list({ kind: 'signin' })).count;

    const wrong = 'wrong-password-42';
    assert.equal((await loginRequest(t.app, staff.toUpperCase(), wrong, '203.0.113.9')).statusCode, 400);
    assert.equal((await loginRequest(t.app, plain.email, wrong)).statusCode, 400);
    assert.equal((await loginRequest(t.app, randomEmail('unknown'), wrong)).statusCode, 400);
    assert.equal((await loginRequest(t.app, inactive, PASSWORD)).statusCode, 400);
    assert.equal((await loginRequest(t.app, ADMIN_EMAIL, wrong)).statusCode, 400);
    assert.equal((await loginRequest(t.app, staff, PASSWORD)).statusCode, 200);

    const refused = await list({ kind: 'signin' });
    assert.equal(refused.count, before + 3);
    const [adminEntry, gone, staffEntry] = refused.data;
    assert.deepEqual(
      refused.data.slice(0, 3).map((entry) => [entry.kind, entry.target, entry.actor]),
      [
        ['signin.refused', `user:${ADMIN_EMAIL}`, null],
        ['signin.refused', `user:${inactive}`, null],
        ['signin.refused', `user:${staff}`, null],
      ],
    );
    assert.deepEqual(summaryOf(staffEntry), { reason: 'Incorrect email or password', ip: '203.0.113.9' });
    assert.equal(summaryOf(gone).reason, 'Inactive user');
    assert.ok(adminEntry);
    assert.ok(!JSON.stringify(refused).includes(wrong), 'the password tried is not recorded');
    assert.equal((await list({ target: `user:${plain.email}`, kind: 'signin' })).count, 0);
  });

  it('knows, for every admin call of the API, whether the audit log records it or the feature keeps its own record', () => {
    const route = (method: string, path: string) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
    const mutating = documentedOperations(t.app)
      .filter((operation) => operation.method !== 'GET')
      .map((operation) => route(operation.method, operation.path));
    const unclassified = mutating.filter(
      (call) => !(call in AUDITED_CALLS) && !OWN_RECORDS.some((own) => own.route.test(call)) && !NOT_AUDITED.includes(call),
    );
    assert.deepEqual(unclassified, [], 'add each to AUDITED_CALLS (or, when it changes nothing an admin did, to NOT_AUDITED here)');
    for (const call of Object.keys(AUDITED_CALLS).filter((each) => !each.endsWith('/cancel'))) {
      assert.ok(mutating.includes(call), `${call} is an audited call the API does not have`);
    }
  });
});

describe('audit log retention', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ AUDIT_RETENTION_DAYS: '30' });
  });
  after(() => t.close());

  it('serves no entry older than AUDIT_RETENTION_DAYS, of any source, and deletes its own on a write, at most once an hour', async () => {
    const db = t.app.db as unknown as Kysely<AuditDatabase>;
    const stamp = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString();
    await db
      .insertInto('audit_log')
      .values([
        { at: stamp(31), actor: 'old@example.com', actor_id: null, kind: 'task.update', target: 'task:1', summary: null },
        { at: stamp(29), actor: 'old@example.com', actor_id: null, kind: 'task.update', target: 'task:2', summary: null },
      ])
      .execute();
    await db
      .insertInto('video_template_history')
      .values({ template_id: 5, action: 'update', changes: '{}', actor_id: null, actor_email: 'old@example.com', created_at: stamp(31) })
      .execute();
    const headers = await adminHeaders(t.app);
    const listed = async () =>
      json(await t.app.inject({ method: 'GET', url: `${AUDIT}?person=old@`, headers })).data.map((entry: Entry) => entry.target);
    assert.deepEqual(await listed(), ['task:2']);
    // The template history keeps its rows.
    assert.equal((await db.selectFrom('video_template_history').select('id').where('template_id', '=', 5).execute()).length, 1);

    const { createAuditService } = await import('../../../src/modules/audit/audit.service.js');
    const { createAuditRepository } = await import('../../../src/modules/audit/audit.repository.js');
    let now = Date.now();
    const service = createAuditService(createAuditRepository(db), { retentionDays: 30, clock: () => now });
    const targets = async () => (await db.selectFrom('audit_log').select('target').orderBy('id').execute()).map((row) => row.target);
    const entry = (target: string) => ({ actor: null, actorId: null, kind: 'task.update', target, summary: null });

    await service.record([entry('task:3')]);
    assert.deepEqual(await targets(), ['task:2', 'task:3']);

    // An entry beyond the retention stays until an hour after the last deletion.
    await db
      .insertInto('audit_log')
      .values({ at: stamp(40), actor: null, actor_id: null, kind: 'task.update', target: 'task:4', summary: null })
      .execute();
    now += 30 * 60 * 1000;
    await service.record([entry('task:5')]);
    assert.deepEqual(await targets(), ['task:2', 'task:3', 'task:4', 'task:5']);
    now += 31 * 60 * 1000;
    await service.record([entry('task:6')]);
    assert.deepEqual(await targets(), ['task:2', 'task:3', 'task:5', 'task:6']);
    now += 2 * DAY_MS;
    await service.record([entry('task:7')]);
    assert.deepEqual(await targets(), ['task:3', 'task:5', 'task:6', 'task:7']);
  });
});
