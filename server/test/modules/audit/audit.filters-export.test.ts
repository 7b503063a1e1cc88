import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { createAuditRepository } from '../../../src/modules/audit/audit.repository.js';
import type { AuditDatabase } from '../../../src/modules/audit/audit.tables.js';
import { adminHeaders, assertRefused, createUser, json, type Headers } from '../../helpers/api.js';
import { TEMPLATES, createTask, createTemplate, postJson } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const AUDIT = '/api/v1/audit/';
const EXPORT = '/api/v1/audit/export';
const BOM = '\uFEFF';
const DAY_MS = 24 * 60 * 60 * 1000;

const lines = (csv: string) => csv.slice(BOM.length).split('\r\n').slice(0, -1);

describe('audit log: substring filters and the CSV export', () => {
  let t: TestApp;
  let admin: Headers;
  const now = Date.now();
  const stamp = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

  before(async () => {
    t = await buildTestApp();
    admin = await adminHeaders(t.app);
    const db = t.app.db as unknown as Kysely<AuditDatabase>;
    const entry = (minutesAgo: number, actor: string | null, kind: string, target: string, summary: object | null) => ({
      at: stamp(minutesAgo),
      actor,
      actor_id: null,
      kind,
      target,
      summary: summary && JSON.stringify(summary),
    });
    await db
      .insertInto('audit_log')
      .values([
        entry(10, 'Ann.Lee@Example.com', 'user.roles', 'user:Bob_Smith@example.com', {
          roles: [['viewer'], ['template_reviewer', 'viewer']],
        }),
        entry(9, 'ann.lee@example.com', 'task.update', 'task:12', { task_status: [1, 3], is_read: [false, true] }),
        entry(8, 'carl@example.com', 'task.update', 'task:125', { task_status: [2, 4] }),
        entry(7, null, 'signin.refused', 'user:bobXsmith@example.com', { reason: 'Incorrect email or password', ip: '203.0.113.9' }),
        entry(6, 'per%cent@example.com', 'module.retire', 'module:remote-items', null),
      ])
      .execute();
    await db
      .insertInto('video_template_history')
      .values([
        {
          template_id: 1204,
          action: 'review',
          changes: JSON.stringify({ template_status: ['已生成', '待生成'], template_sub_status: ['UNREVIEWED', 'AUDIT_FAILED'] }),
          actor_id: null,
          actor_email: 'ann.lee@example.com',
          created_at: stamp(5),
        },
      ])
      .execute();
    await db
      .insertInto('release_events')
      .values([{ package: 'remote-items', release_id: 'abc789', action: 'rollout', actor: 'ci@example.com', at: stamp(4), detail: '50' }])
      .execute();
  });
  after(() => t.close());

  async function targets(query: Record<string, string>): Promise<string[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `${AUDIT}?${new URLSearchParams({ limit: '100', ...query })}`,
      headers: admin,
    });
    assert.equal(response.statusCode, 200, response.body);
    return json(response).data.map((entry: { target: string }) => entry.target);
  }

  it('finds a part of a target in every source, whatever its case, its % and _ matching only themselves', async () => {
    assert.deepEqual(await targets({ target: '12' }), ['template:1204', 'task:125', 'task:12']);
    assert.deepEqual(await targets({ target: 'TASK:12' }), ['task:125', 'task:12']);
    assert.deepEqual(await targets({ target: 'template:12' }), ['template:1204']);
    assert.deepEqual(await targets({ target: 'items@ABC' }), ['release:remote-items@abc789']);
    // A module's part finds its own entries and its releases.
    assert.deepEqual(await targets({ target: 'module:remote-it' }), ['release:remote-items@abc789', 'module:remote-items']);
    // _ is a wildcard of LIKE: here only the underscore itself.
    assert.deepEqual(await targets({ target: 'bob_smith' }), ['user:Bob_Smith@example.com']);
    assert.deepEqual(await targets({ target: '%' }), []);
    assert.deepEqual(await targets({ target: 'task:1%5' }), []);
    assert.deepEqual(await targets({ target: 'nothing-like-this' }), []);
  });

  it('finds a part of the person, whatever its case, with the wildcards taken literally', async () => {
    assert.deepEqual(await targets({ person: 'ANN.LEE@' }), ['template:1204', 'task:12', 'user:Bob_Smith@example.com']);
    assert.deepEqual(await targets({ person: 'per%cent' }), ['module:remote-items']);
    assert.deepEqual(await targets({ person: 'ann_lee' }), []);
    assert.deepEqual(await targets({ person: 'ann', target: 'task:1' }), ['task:12']);
  });

  it('exports the entries the filters match as CSV, newest first, in words in the language asked', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${EXPORT}?target=bob`, headers: admin });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
    assert.equal(response.headers['content-disposition'], `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`);
    assert.ok(response.body.startsWith(BOM));
    const [header, refused, roles, ...rest] = lines(response.body);
    assert.equal(header, '时间,操作人,类型,类型代码,对象,内容,来源');
    assert.deepEqual(rest, []);
    assert.match(
      refused!,
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ,未登录,登录被拒绝,signin\.refused,user:bobXsmith@example\.com,原因: Incorrect email or password; ip: 203\.0\.113\.9,审计日志$/,
    );
    assert.match(roles!, /,Ann\.Lee@Example\.com,修改角色,user\.roles,user:Bob_Smith@example\.com,角色: 只读 → 模板审核、只读,审计日志$/);

    const english = lines((await t.app.inject({ method: 'GET', url: `${EXPORT}?language=en&person=ann`, headers: admin })).body);
    assert.equal(english[0], 'Time,Person,Kind,Kind code,Target,Change,Source');
    assert.equal(english.length, 4);
    assert.match(
      english[1]!,
      /,Template reviewed,template\.review,template:1204,Status: Generated → Pending generation; Sub-status: Unreviewed → Review failed,Template history$/,
    );
    assert.match(english[2]!, /,Task changed,task\.update,task:12,Task status: Pending → Completed; Read: no → yes,Audit log$/);
    assert.match(
      english[3]!,
      /,Roles changed,user\.roles,user:Bob_Smith@example\.com,"Roles: Viewer → Template reviewer, Viewer",Audit log$/,
    );
    const chinese = lines((await t.app.inject({ method: 'GET', url: `${EXPORT}?kind=template`, headers: admin })).body);
    assert.match(chinese[1]!, /,审核模板,template\.review,template:1204,状态: 已生成 → 待生成; 子状态: 待审核 → 审核失败,模板历史$/);
    const rollout = lines((await t.app.inject({ method: 'GET', url: `${EXPORT}?kind=release`, headers: admin })).body);
    assert.match(rollout[1]!, /,ci@example\.com,灰度发布,release\.rollout,release:remote-items@abc789,50,发布记录$/);
  });

  it('exports every matching entry across sources, batch after batch, none lost or repeated', async () => {
    const all = await targets({});
    const read: string[] = [];
    for await (const batch of t.app.auditLog.inBatches({})) read.push(...batch.map((entry) => entry.target));
    assert.deepEqual(read, all);
    const db = t.app.db as unknown as Kysely<AuditDatabase>;
    // Entries at one time in each source: the batches resume after the last one read.
    const at = new Date(now - DAY_MS).toISOString();
    await db
      .insertInto('audit_log')
      .values(
        [1, 2, 3].map((index) => ({
          at,
          actor: 'same@example.com',
          actor_id: null,
          kind: 'task.update',
          target: `task:70${index}`,
          summary: null,
        })),
      )
      .execute();
    await db
      .insertInto('video_template_history')
      .values(
        [1, 2].map((index) => ({
          template_id: 800 + index,
          action: 'update',
          changes: '{}',
          actor_id: null,
          actor_email: 'same@example.com',
          created_at: at,
        })),
      )
      .execute();
    const batches: string[][] = [];
    const since = new Date(now - 2 * DAY_MS).toISOString();
    for await (const batch of createAuditRepository(db).inBatches({ person: 'same@', since }, 2)) {
      batches.push(batch.map((entry) => entry.target));
    }
    assert.deepEqual(batches, [['task:703', 'task:702'], ['task:701', 'template:802'], ['template:801']]);
  });

  it('exports for users.manage only, and refuses a filter it cannot read', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: EXPORT })).statusCode, 401);
    const viewer = await createUser(t.app);
    assertRefused(await t.app.inject({ method: 'GET', url: EXPORT, headers: viewer.headers }), 'users.manage');
    assert.equal((await t.app.inject({ method: 'GET', url: `${EXPORT}?from=yesterday`, headers: admin })).statusCode, 422);
    assert.equal((await t.app.inject({ method: 'GET', url: `${EXPORT}?language=fr`, headers: admin })).statusCode, 422);
    assert.equal((await t.app.inject({ method: 'GET', url: `${EXPORT}?target=${'x'.repeat(513)}`, headers: admin })).statusCode, 422);
  });
});

describe('audit log: whether the target of an entry still exists', () => {
  let t: TestApp;
  let admin: Headers;
  before(async () => {
    t = await buildTestApp();
    admin = await adminHeaders(t.app);
  });
  after(() => t.close());

  it('says so for templates, tasks, users (any case) and modules, and not once the record is gone', async () => {
    const kept = await createTemplate(t.app, { template_name: 'Kept' });
    const gone = await createTemplate(t.app, { template_name: 'Gone' });
    assert.equal((await postJson(t.app, `${TEMPLATES}/delete`, { template_id: gone.template_id })).statusCode, 200);
    const task = await createTask(t.app);
    const user = await createUser(t.app);
    const db = t.app.db as unknown as Kysely<AuditDatabase>;
    const at = new Date().toISOString();
    const row = (target: string) => ({ at, actor: null, actor_id: null, kind: 'task.update', target, summary: null });
    await db
      .insertInto('audit_log')
      .values([
        row(`task:${task.task_id}`),
        row('task:2147483647'),
        row(`user:${user.email.toUpperCase()}`),
        row('user:nobody@example.com'),
        row('module:remote-items'),
        row('module:remote-nothing'),
        row('bulk_job:1'),
      ])
      .execute();
    const response = await t.app.inject({ method: 'GET', url: `${AUDIT}?limit=100`, headers: admin });
    const exists = new Map(
      json(response).data.map((entry: { target: string; target_exists: boolean }) => [entry.target, entry.target_exists]),
    );
    assert.equal(exists.get(`template:${kept.template_id}`), true);
    assert.equal(exists.get(`template:${gone.template_id}`), false);
    assert.equal(exists.get(`task:${task.task_id}`), true);
    assert.equal(exists.get('task:2147483647'), false);
    assert.equal(exists.get(`user:${user.email.toUpperCase()}`), true);
    assert.equal(exists.get('user:nobody@example.com'), false);
    assert.equal(exists.get('module:remote-items'), true);
    assert.equal(exists.get('module:remote-nothing'), false);
    assert.equal(exists.get('bulk_job:1'), false);
  });
});
