import assert from 'node:assert/strict';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'kysely';
import { adminHeaders, assertValidationError } from '../../helpers/api.js';
import { TASKS, createTask } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const BOM = '\uFEFF';
const HEADER = '任务ID,模板ID,原始模板ID,用户ID,平台,平台任务ID,状态,已读,视频,首图,第二张图,合成图,创建时间,更新时间';

function lines(csv: string): string[] {
  return csv.split('\r\n').slice(0, -1);
}

describe('video tasks: CSV export', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  before(async () => {
    t = await buildTestApp();
    headers = await adminHeaders(t.app);
  });
  after(() => t.close());

  const exportCsv = (query = '') => t.app.inject({ method: 'GET', url: `${TASKS}/export${query}`, headers });

  it('answers a UTF-8 CSV with a byte-order mark, named after the screen and the day, in the list order and labels of the screen', async () => {
    const first = await createTask(t.app, { template_id: 7, user_id: 1, platform: 'keling', first_image: 'https://cdn.example.com/a.png' });
    const second = await createTask(t.app, { template_id: 7, user_id: 2, platform: 'jimeng', task_status: 3, is_read: true });
    await createTask(t.app, { template_id: 8, user_id: 3, platform: 'minimax' });

    const response = await exportCsv('?template_id=7&sort_by=task_id&sort_order=asc');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="video-tasks-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    assert.ok(response.body.startsWith(BOM));
    const [header, ...rows] = lines(response.body.slice(BOM.length));
    assert.equal(header, HEADER);
    assert.equal(rows.length, 2);
    assert.match(
      rows[0]!,
      new RegExp(`^${first.task_id},7,,1,可灵,,待处理,未读,,https://cdn.example.com/a.png,,,\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ,`),
    );
    assert.match(rows[1]!, new RegExp(`^${second.task_id},7,,2,即梦,,已完成,已读,`));

    const newestFirst = lines((await exportCsv('?template_id=7&sort_by=task_id&sort_order=desc')).body).slice(1);
    assert.deepEqual(
      newestFirst.map((row) => Number(row.split(',')[0])),
      [second.task_id, first.task_id],
    );
  });

  it('quotes what needs quoting and keeps text that a spreadsheet would run as a formula as text', async () => {
    const task = await createTask(t.app, {
      template_id: 9,
      user_id: 1,
      platform: 'keling',
      platform_task_id: '=HYPERLINK("http://evil.example","click"),x',
    });
    const [, row] = lines((await exportCsv('?template_id=9')).body);
    assert.equal(row!.split(',').slice(0, 5).join(','), `${task.task_id},9,,1,可灵`);
    assert.ok(row!.includes(`,"'=HYPERLINK(""http://evil.example"",""click""),x",`), row);
  });

  it('reads batch after batch without losing or repeating rows that share a sort key', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createTask(t.app, { template_id: 11, user_id: i, platform: 'keling' })).task_id);
    await t.app.db.updateTable('video_tasks').set({ created_at: '2026-02-02T00:00:00.000Z' }).where('template_id', '=', 11).execute();
    for (const order of ['asc', 'desc'] as const) {
      const read: number[] = [];
      for await (const batch of t.app.videoTasksRepository.inBatches({ template_id: 11 }, { by: 'created_at', order }, 2)) {
        assert.ok(batch.length <= 2);
        read.push(...batch.map((task) => task.task_id));
      }
      assert.deepEqual(read, order === 'asc' ? ids : [...ids].reverse());
    }
  });

  it('refuses an unknown sort column or filter value like the list does', async () => {
    assertValidationError(await exportCsv('?sort_by=video_url'), ['query', 'sort_by']);
    assertValidationError(await exportCsv('?task_status=9'), ['query', 'task_status']);
  });

  it('streams 100,000 rows in batches, in constant memory', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    await sql`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
      INSERT INTO video_tasks (template_id, user_id, platform, task_status, video_url, first_image, created_at, updated_at)
      SELECT 1000000 + i % 7, i, 'minimax', 3, '/media/sample.mp4', 'https://cdn.example.com/pictures/' || i || '.png',
             '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'
      FROM n`.execute(t.app.db);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    gc();
    const baseline = process.memoryUsage().heapUsed;
    let peak = 0;
    let bytes = 0;
    let rows = 0;
    let sinceSample = 0;
    await new Promise<void>((resolve, reject) => {
      const call = request(
        { host: '127.0.0.1', port, path: `${TASKS}/export?platform=minimax&task_status=3&sort_by=task_id`, headers },
        (response) => {
          assert.equal(response.statusCode, 200);
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            for (const byte of chunk) if (byte === 0x0a) rows += 1;
            // Every 2 MB: what the heap holds beyond the start, garbage collected first.
            sinceSample += chunk.length;
            if (sinceSample >= 2 * 2 ** 20) {
              sinceSample = 0;
              gc();
              peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
            }
          });
          response.on('end', resolve);
          response.on('error', reject);
        },
      );
      call.on('error', reject);
      call.end();
    });

    assert.equal(rows, 100_000 + 1, 'the header and every row');
    assert.ok(bytes > 10 * 2 ** 20, `${bytes} bytes`);
    // Holding the rows (or the text) would take several times the file's size; one batch is
    // about a hundredth of it.
    const mb = (n: number) => (n / 2 ** 20).toFixed(1);
    console.log(`[figure] export of 100,000 tasks: ${mb(bytes)} MB of CSV, heap above the start at most ${mb(peak)} MB`);
    assert.ok(peak < bytes / 4, `the heap grew ${mb(peak)} MB while ${mb(bytes)} MB were sent`);
  });
});
