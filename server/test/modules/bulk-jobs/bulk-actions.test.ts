import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../../src/lib/http-errors.js';
import { createRowRunner, type BulkActionDeps, type RowWork } from '../../../src/modules/bulk-jobs/bulk-actions.js';

const actor = { id: 'a', email: 'admin@example.com' };
const work = (fields: Partial<RowWork>): RowWork => ({
  list: 'templates',
  action: 'approve',
  params: null,
  actor,
  id: 5,
  resumedFrom: null,
  ...fields,
});

/** A row runner over stand-in services: only what a case calls is given. */
function runnerWith(deps: { templates?: object; templatesRepo?: object; tasks?: object }) {
  const logged: unknown[] = [];
  const log = { error: (entry: unknown) => logged.push(entry) } as unknown as FastifyBaseLogger;
  const runRow = createRowRunner({ templates: {}, templatesRepo: {}, tasks: {}, ...deps, log } as unknown as BulkActionDeps);
  return { runRow, logged };
}

describe('bulk rows', () => {
  it('a fault of the server fails the row with a reason that shows no internals, and is logged', async () => {
    const { runRow, logged } = runnerWith({
      templates: {
        review: async () => {
          throw new Error('SQLITE_BUSY: database is locked at /srv/data/app.db');
        },
      },
    });
    assert.deepEqual(await runRow(work({})), { ok: false, reason: '模板 #5 处理失败（服务器内部错误，详见服务器日志）' });
    assert.equal(logged.length, 1);
  });

  it('a resumed task delete that finds the task gone counts as done; a first run that finds it gone does not', async () => {
    const { runRow } = runnerWith({
      tasks: {
        delete: async () => {
          throw notFound('Video task not found');
        },
      },
    });
    const row = work({ list: 'tasks', action: 'delete', id: 9 });
    assert.deepEqual(await runRow(row), { ok: false, reason: '任务 #9 不存在（可能已被删除）' });
    assert.deepEqual(await runRow({ ...row, resumedFrom: '2026-11-26T06:00:00.000Z' }), { ok: true });
  });

  it('a resumed template row is done when its history has the action by the same admin since the row started, else it runs', async () => {
    let reviews = 0;
    const history = [{ action: 'review', actor_email: actor.email, created_at: '2026-11-26T06:00:01.000Z' }];
    const { runRow } = runnerWith({
      templates: {
        review: async () => {
          reviews += 1;
        },
      },
      templatesRepo: { listHistory: async () => ({ rows: history, count: history.length }) },
    });
    assert.deepEqual(await runRow(work({ resumedFrom: '2026-11-26T06:00:00.000Z' })), { ok: true });
    assert.equal(reviews, 0, 'not reviewed twice');
    assert.deepEqual(await runRow(work({ resumedFrom: '2026-11-26T06:00:02.000Z' })), { ok: true });
    assert.equal(reviews, 1, 'the history entry is older than the cut-off run: it runs');
  });
});
