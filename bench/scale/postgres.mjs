// The growth bench's PostgreSQL: the server named by BENCH_PG_URL (or TEST_DATABASE_URL), or else
// a throwaway cluster started here as CI starts one (initdb and pg_ctl of the newest installed
// Debian PostgreSQL, run as the postgres user, trust on loopback), stopped when the bench ends.
// Each size gets a database of its own beside the URL's, created empty and dropped afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const requireFromServer = (serverDir) => createRequire(join(serverDir, 'package.json'));

/** The newest installed PostgreSQL's bin folder, or null. */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length > 0 ? join(root, versions.at(-1), 'bin') : null;
}

/** Runs a PostgreSQL program as the postgres user when this process is root (the server refuses to run as root). */
function asPostgres(program, args) {
  const quoted = [program, ...args].map((arg) => `'${String(arg).replace(/'/g, `'\\''`)}'`).join(' ');
  const result =
    userInfo().uid === 0
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { encoding: 'utf8' })
      : spawnSync(program, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * A PostgreSQL to bench against: { url, label, stop() }. The cluster started here is tuned as a
 * small dedicated database server would be on this machine (shared_buffers 2 GB of the 24, more
 * memory for index builds); fsync is off as in CI's cluster, which changes the cost of commits,
 * not of reads.
 */
export async function startPostgres() {
  const given = process.env.BENCH_PG_URL || process.env.TEST_DATABASE_URL;
  if (given) return { url: given, label: 'given by BENCH_PG_URL/TEST_DATABASE_URL', logFile: null, stop: async () => {} };
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL installed (/usr/lib/postgresql/*/bin/initdb): set BENCH_PG_URL');
  const port = Number(process.env.BENCH_PG_PORT || 55450);
  const dir = mkdtempSync(join(process.env.BENCH_PG_DIR || tmpdir(), 'bench-scale-pg-'));
  mkdirSync(join(dir, 'data'));
  mkdirSync(join(dir, 'sock'));
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    for (const path of [dir, join(dir, 'data'), join(dir, 'sock')]) chownSync(path, uid, gid);
  }
  asPostgres(join(bin, 'initdb'), [
    '-D',
    join(dir, 'data'),
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const settings = [
    `-p ${port}`,
    `-k ${join(dir, 'sock')}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c shared_buffers=2GB',
    '-c maintenance_work_mem=1GB',
    // Bench data need no replica nor archive: with minimal WAL the index builds write no WAL,
    // and checkpoints every 4 GB keep the 10M load's WAL from taking as much disk as its data.
    '-c wal_level=minimal',
    '-c max_wal_senders=0',
    '-c max_wal_size=4GB',
    '-c checkpoint_timeout=30min',
    '-c max_connections=200',
  ].join(' ');
  const logFile = join(dir, 'server.log');
  asPostgres(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-l', logFile, '-w', '-o', settings, 'start']);
  const version = asPostgres(join(bin, 'postgres'), ['--version']).trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    label: `${version}, a cluster of its own (shared_buffers 2GB, fsync off)`,
    logFile,
    async stop() {
      try {
        asPostgres(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Creates an empty database `name` beside `url` (dropping a leftover of that name); resolves with its URL. */
export async function createDatabase(serverDir, url, name) {
  const pg = requireFromServer(serverDir)('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
}

export async function dropDatabase(serverDir, url, name) {
  const pg = requireFromServer(serverDir)('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** A connected pg client on `url` (the caller ends it). */
export async function connect(serverDir, url) {
  const pg = requireFromServer(serverDir)('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
