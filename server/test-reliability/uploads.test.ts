import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { crc32 } from 'node:zlib';
import { GIF, jpegImage, multipart, pngImage, type FilePart } from '../test/helpers/backend.js';
import { createStore, startServerProcess } from '../test/helpers/server-process.js';
import { filesUnder } from './helpers/db-writes.js';
import { reportFigure } from './helpers/figures.js';
import { expectCall, signIn } from './helpers/http.js';
import { queryStore } from './helpers/store-sql.js';

const TEMPLATES = '/api/backend/video-template';

/** A valid PNG of exactly `size` bytes (padded with a text chunk). */
function pngOfSize(size: number): Buffer {
  const base = pngImage(2, 2);
  const iend = base.subarray(base.length - 12);
  const padding = size - base.length - 12;
  const head = Buffer.alloc(8);
  head.writeUInt32BE(padding, 0);
  head.write('tEXt', 4, 'latin1');
  const data = Buffer.alloc(padding, 0x61);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([base.subarray(0, base.length - 12), head, data, crc, iend]);
}

const file = (data: Buffer, filename = 'photo.png', contentType = 'image/png'): FilePart => ({
  name: 'reference_image',
  filename,
  contentType,
  data,
});

/**
 * Hostile uploads sent over a real socket to a real server process (the server suite checks the
 * same rules in-process): every one refused with a clear 4xx, and nothing on its disk or in its
 * database afterwards.
 */
describe('uploads over HTTP: hostile files are refused and nothing is written', () => {
  it('spoofed type, polyglots, zero bytes, 10 MB + 1 byte, huge and traversal names', { timeout: 60_000 }, async () => {
    const store = await createStore(null);
    const server = await startServerProcess(store, { WORKER_ENABLED: 'false' });
    try {
      const token = await signIn(server.url);
      const template = await expectCall(server.url, 'POST', `${TEMPLATES}/create`, {
        token,
        json: { template_name: 'Uploads', template_platform: 'keling' },
      });
      const png = pngImage();
      const cases: [string, FilePart, number][] = [
        ['HTML declared as image/png', file(Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.png'), 422],
        [
          'SVG with script declared as image/png',
          file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'x.png'),
          422,
        ],
        [
          'a JPEG declared as a GIF, followed by a script',
          file(Buffer.concat([jpegImage(), Buffer.from('<script>alert(1)</script>')]), 'x.gif', 'image/gif'),
          422,
        ],
        ['polyglot: PNG + HTML', file(Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')])), 422],
        ['polyglot: PNG + ZIP', file(Buffer.concat([png, Buffer.from('PK\u0003\u0004zipdata')])), 422],
        ['polyglot: GIF/JavaScript', file(Buffer.from('GIF89a/*\u0000\u0000\u0000*/=alert(document.domain);'), 'x.gif', 'image/gif'), 422],
        ['polyglot: GIF + PHP', file(Buffer.concat([GIF, Buffer.from('<?php system($_GET["c"]); ?>')]), 'x.gif', 'image/gif'), 422],
        ['zero bytes', file(Buffer.alloc(0)), 422],
        ['10 MB + 1 byte', file(pngOfSize(10 * 1024 * 1024 + 1)), 413],
        ['a 300-byte file name', file(png, `${'a'.repeat(296)}.png`), 422],
        ['a 100 KB file name', file(png, `${'n'.repeat(100_000)}.png`), 422],
        ['a traversal file name', file(png, '../../../../tmp/evil.png'), 422],
        ['a Windows traversal file name', file(png, '..\\..\\evil.png'), 422],
        ['an absolute file name', file(png, '/etc/cron.d/evil.png'), 422],
        ['a NUL in the file name', file(png, 'evil.png\u0000.jpg'), 422],
      ];
      const before = await filesUnder(join(store.dataDir, 'uploads'));
      const outcomes: string[] = [];
      for (const [what, part, status] of cases) {
        const body = multipart({ template_id: String(template.template_id), reference_image_index: '1' }, [part]);
        const started = performance.now();
        const response = await fetch(`${server.url}${TEMPLATES}/generate-reference-video`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, ...body.headers },
          body: body.payload,
        });
        const answer = (await response.json()) as { detail: unknown };
        const detail = typeof answer.detail === 'string' ? answer.detail : (answer.detail as { msg: string }[])?.[0]?.msg;
        outcomes.push(`${what}: ${response.status} in ${(performance.now() - started).toFixed(0)} ms`);
        assert.equal(response.status, status, `${what}: ${JSON.stringify(answer)}`);
        assert.ok(typeof detail === 'string' && detail.length > 0, `${what}: a clear message`);
      }
      const after = await filesUnder(join(store.dataDir, 'uploads'));
      const stored = await queryStore<{ template_reference_image_1: string | null }>(
        store,
        `select template_reference_image_1 from video_templates where template_id = ${Number(template.template_id)}`,
      );
      const [{ n: tasks }] = (await queryStore<{ n: number }>(store, 'select count(*) as n from video_tasks')) as [{ n: number }];
      reportFigure(
        'uploads over HTTP',
        'hostile files',
        `${cases.length} refused (${cases.map(([what, , status]) => `${what} ${status}`).join('; ')})`,
      );
      reportFigure(
        'uploads over HTTP',
        'written afterwards',
        `${after.length - before.length} files, ${tasks} tasks, reference image ${JSON.stringify(stored[0]?.template_reference_image_1)}`,
      );
      assert.deepEqual(after, before, 'nothing written to disk');
      assert.equal(stored[0]?.template_reference_image_1, null);
      assert.equal(Number(tasks), 0);
      // The same request with a real picture is accepted: the refusals above are about the files.
      const good = multipart({ template_id: String(template.template_id), reference_image_index: '1' }, [file(png)]);
      const accepted = await fetch(`${server.url}${TEMPLATES}/generate-reference-video`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...good.headers },
        body: good.payload,
      });
      assert.equal(accepted.status, 200, await accepted.text());
    } finally {
      await server.stop('SIGTERM');
      await store.remove();
    }
  });
});
