import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, json } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { archiveOf } from './fake-archives.js';
import { writeBuild } from './fake-builds.js';

const UPLOAD_MAX_BYTES = 256 * 1024;
/** Each call gets this long: a connection left hanging fails the test instead of stalling it. */
const CALL_TIMEOUT_MS = 10_000;

/**
 * Over a real connection, as the release command (Node's fetch, which keeps connections for
 * reuse) and curl send them: a refused publish is answered and read, and the next call on the
 * same client works.
 */
describe('releases: a refused upload ends cleanly for the client', () => {
  let t: TestApp;
  let base: string;
  let key: string;
  let promoter: string;
  let marker = 0;
  const archives: Record<string, Buffer> = {};

  const build = async (extra?: (dir: string) => Promise<void>) => {
    const dir = await writeBuild(join(t.dataDir, 'builds', `items-${++marker}`), 'remote-items', `u${marker}`);
    await extra?.(dir);
    return archiveOf(dir);
  };
  const publish = (body: Buffer, options: { query?: string; chunked?: boolean; type?: string; as?: string } = {}) =>
    fetch(`${base}/api/v1/releases/remote-items${options.query ?? ''}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.as ?? key}`, 'content-type': options.type ?? 'application/gzip' },
      // A stream has no declared length: sent chunked, it is refused only once too much has arrived.
      body: options.chunked ? new Blob([body]).stream() : body,
      duplex: 'half',
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    } as RequestInit);
  const nextCall = async () => {
    const response = await publish(await build());
    assert.equal(response.status, 201, await response.text());
  };

  before(async () => {
    t = await buildTestApp({ RELEASE_UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES), RELEASE_PUBLISH_RATE_LIMIT_MAX: '1000' });
    const admin = await adminHeaders(t.app);
    const createKey = async (extra: object) =>
      json(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/deploy-keys/',
          headers: admin,
          payload: { module: 'remote-items', name: 'uploads', ...extra },
        }),
      ).key as string;
    key = await createKey({});
    promoter = await createKey({ can_promote: true });
    await t.app.releases.publish('shell', await writeBuild(join(t.dataDir, 'builds', 'shell'), 'shell', 's1'), {
      actor: 'test',
      promote: true,
    });
    // Refused at its second entry, while most of it (the noise after the link) is still to come.
    archives.link = await build(async (dir) => {
      await symlink('/etc/hostname', join(dir, 'data.js'));
      await writeFile(join(dir, 'noise.00000001.js'), randomBytes(UPLOAD_MAX_BYTES * 0.7));
    });
    archives.tooLarge = await build((dir) => writeFile(join(dir, 'noise.00000002.js'), randomBytes(UPLOAD_MAX_BYTES * 1.5)));
    archives.fits = await build((dir) => writeFile(join(dir, 'noise.00000003.js'), randomBytes(UPLOAD_MAX_BYTES * 0.7)));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(() => t.close());

  it('answers each refusal, closing a connection whose upload it did not read to the end; the next call works', async () => {
    // Refused before the handler reads a byte, the upload is never read to its end: the answer
    // closes the connection. Refused half way, it may have arrived whole by then (how much has
    // is up to the network): either way the answer is read and the next call works.
    const refusals: [string, () => Promise<Response>, number, 'closes' | 'either'][] = [
      ['a link, refused half way (422)', () => publish(archives.link!), 422, 'either'],
      ['a link, chunked (422)', () => publish(archives.link!, { chunked: true }), 422, 'either'],
      ['chunked, over the limit (413)', () => publish(archives.tooLarge!, { chunked: true }), 413, 'either'],
      ['a declared size over the limit (413)', () => publish(archives.tooLarge!), 413, 'closes'],
      ['a bad query value (422)', () => publish(archives.fits!, { query: '?promote=maybe' }), 422, 'closes'],
      ['promote without the right (403)', () => publish(archives.fits!, { query: '?promote=1' }), 403, 'closes'],
      ['another type (415), read as text first', () => publish(archives.fits!, { type: 'application/octet-stream' }), 415, 'either'],
      ['an unknown key (403)', () => publish(archives.fits!, { as: 'dk_unknown' }), 403, 'closes'],
    ];
    for (const [what, send, status, connection] of refusals) {
      for (let round = 0; round < 2; round++) {
        const response = await send();
        const body = await response.text();
        assert.equal(response.status, status, `${what}: ${body}`);
        assert.equal(typeof JSON.parse(body).detail, status === 422 && what.includes('query') ? 'object' : 'string', what);
        if (connection === 'closes') assert.equal(response.headers.get('connection'), 'close', what);
        await nextCall();
      }
    }
    // A refusal of an upload read to its end leaves the connection as it is.
    const small = await publish(await build(), { query: '?promote=1' });
    assert.equal(small.status, 403);
    await small.text();
    const promoted = await publish(await build(), { query: '?promote=1', as: promoter });
    assert.equal(promoted.status, 201, await promoted.text());
  });

  it('with curl, two requests in one invocation, the first refused: both answers are read', async () => {
    const file = join(t.dataDir, 'too-large.tar.gz');
    await writeFile(file, archives.tooLarge!);
    const linked = join(t.dataDir, 'linked.tar.gz');
    await writeFile(linked, archives.link!);
    const upload = (path: string) => [
      ...['-sS', '-o', '/dev/null', '-w', '%{http_code}\\n', '-X', 'POST'],
      ...['-H', `authorization: Bearer ${key}`, '-H', 'content-type: application/gzip', '--data-binary', `@${path}`],
      `${base}/api/v1/releases/remote-items`,
    ];
    const checkCall = ['-sS', '-o', '/dev/null', '-w', '%{http_code}\\n', '-X', 'POST', '-H', `authorization: Bearer ${key}`];
    const { stdout } = await promisify(execFile)(
      'curl',
      [
        ...upload(file),
        ...['--next', ...checkCall, `${base}/api/v1/releases/remote-items/check`],
        ...['--next', ...upload(linked)],
        ...['--next', ...checkCall, `${base}/api/v1/releases/remote-items/check`],
      ],
      { timeout: 4 * CALL_TIMEOUT_MS },
    );
    assert.deepEqual(stdout.trim().split('\n'), ['413', '200', '422', '200']);
  });
});
