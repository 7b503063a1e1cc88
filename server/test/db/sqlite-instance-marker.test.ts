import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { markSqliteInstance } from '../../src/db/sqlite-instance-marker.js';
import { buildTestApp, testDatabaseUrl } from '../helpers/build-test-app.js';

/** Another live process on this machine, standing in for a second server. */
function otherProcess(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
}

describe('a second server on one SQLite file', () => {
  let dir: string;
  let other: ChildProcess;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sqlite-marker-'));
    other = otherProcess();
  });
  after(async () => {
    other.kill();
    await rm(dir, { recursive: true, force: true });
  });

  const markerOf = (file: string) => JSON.parse(readFileSync(`${file}.server`, 'utf8')) as { pid: number; host: string };

  it('the first process marks the file and clears its mark when it closes', () => {
    const file = join(dir, 'alone.db');
    const mark = markSqliteInstance(file);
    assert.equal(mark.otherHolder, null);
    assert.deepEqual(markerOf(file), { pid: process.pid, host: hostname() });
    mark.release();
    assert.equal(existsSync(`${file}.server`), false);
  });

  it("names a live process that holds the file, and leaves that process's mark in place", () => {
    const file = join(dir, 'shared.db');
    writeFileSync(`${file}.server`, JSON.stringify({ pid: other.pid, host: hostname() }));
    const mark = markSqliteInstance(file);
    assert.deepEqual(mark.otherHolder, { pid: other.pid, host: hostname() });
    mark.release();
    assert.equal(markerOf(file).pid, other.pid);
  });

  it('takes over the mark of a process that is gone (a crash leaves its file behind)', async () => {
    const file = join(dir, 'stale.db');
    const gone = otherProcess();
    await new Promise((resolve) => gone.once('spawn', resolve));
    const pid = gone.pid!;
    gone.kill();
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(`${file}.server`, JSON.stringify({ pid, host: hostname() }));
    const mark = markSqliteInstance(file);
    assert.equal(mark.otherHolder, null);
    assert.equal(markerOf(file).pid, process.pid);
    mark.release();
  });

  it('the server warns at start, and starts, when another live process holds its SQLite file', async () => {
    if (testDatabaseUrl) return;
    const dataDir = join(dir, 'data');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'app.db.server'), JSON.stringify({ pid: other.pid, host: hostname() }));
    const logLines: string[] = [];
    const t = await buildTestApp({ DATA_DIR: dataDir }, { logLines });
    try {
      const warning = logLines
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .find((entry) => /SQLite serves one instance/.test(entry.msg));
      assert.ok(warning, 'no warning logged');
      assert.equal(warning.level, 40);
      assert.match(warning.msg, new RegExp(`process ${other.pid}`));
      assert.match(warning.msg, /PostgreSQL \(DATABASE_URL\)/);
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/utils/health-check/' })).statusCode, 200);
    } finally {
      await t.close();
    }
  });
});
