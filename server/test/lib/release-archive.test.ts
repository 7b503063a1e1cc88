import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { Header, Pax, create, type HeaderData } from 'tar';
import { ArchiveRefusedError, ArchiveTooLargeError, extractReleaseArchive } from '../../src/lib/release-archive.js';

// Archives are built in memory from raw 512-byte headers (node-tar's Header and Pax), so every
// kind of entry a hostile archive could hold can be made, whatever the packer would allow.

type Entry = Buffer;

/** A header block; `type` may be any byte (an unknown type is patched in after encoding). */
function headerBlock(data: HeaderData & { rawType?: string }): Buffer {
  const block = Buffer.alloc(512);
  const header = new Header({ mode: 0o644, uid: 0, gid: 0, mtime: new Date(0), size: 0, type: 'File', ...data });
  header.encode(block, 0);
  if (data.rawType !== undefined) {
    block.write(data.rawType, 156, 1, 'latin1');
    rechecksum(block);
  }
  return block;
}

function rechecksum(block: Buffer): void {
  block.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
}

const padded = (body: Buffer) => Buffer.concat([body, Buffer.alloc((512 - (body.length % 512)) % 512)]);

function file(path: string, content: string | Buffer = `content of ${path}`): Entry {
  const body = Buffer.from(content);
  return Buffer.concat([headerBlock({ path, size: body.length }), padded(body)]);
}

const dir = (path: string): Entry => headerBlock({ path, type: 'Directory', mode: 0o755 });
const special = (path: string, data: HeaderData & { rawType?: string }): Entry => headerBlock({ path, ...data });
/** An entry whose name (or other field) comes from a pax extended header before it. */
const withPax = (fields: HeaderData, entry: Entry): Entry => Buffer.concat([new Pax(fields).encode(), entry]);
const globalPax = (fields: HeaderData): Entry => new Pax(fields, true).encode();

/** A whole tar: the entries, then the end-of-archive marker (two zero blocks). */
const tarOf = (...entries: Entry[]) => Buffer.concat([...entries, Buffer.alloc(1024)]);
const tgz = (...entries: Entry[]) => gzipSync(tarOf(...entries));

/** A stream of the bytes in chunks of `size`, read on demand; `sent` counts what it gave. */
function chunked(bytes: Buffer, size = 16 * 1024) {
  const stats = { sent: 0 };
  let offset = 0;
  const stream = new Readable({
    highWaterMark: size,
    read() {
      if (offset >= bytes.length) return void this.push(null);
      const chunk = bytes.subarray(offset, offset + size);
      offset += chunk.length;
      stats.sent += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, stats };
}

/** Files still open below a folder (Linux: this process's descriptors). */
async function openFilesUnder(folder: string): Promise<string[]> {
  const open: string[] = [];
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    if (target.startsWith(folder)) open.push(target);
  }
  return open;
}

/** Every file below a folder with its content, as relative path -> text. */
async function contents(folder: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      result[join(entry.parentPath, entry.name).slice(folder.length + 1)] = await readFile(join(entry.parentPath, entry.name), 'utf8');
  }
  return result;
}

describe('release archives: a gzip-compressed tar read safely into a folder', () => {
  let base: string;
  let out: string;
  beforeEach(async () => {
    base = await mkdtemp(join(tmpdir(), 'release-archive-'));
    out = join(base, 'out');
    await mkdir(out);
  });
  afterEach(() => rm(base, { recursive: true, force: true }));

  const extract = (bytes: Buffer, limits: Partial<Parameters<typeof extractReleaseArchive>[2]> = {}) =>
    extractReleaseArchive(chunked(bytes).stream, out, { maxBytes: 10 * 1024 * 1024, ...limits });

  /** Asserts the archive is refused with a message naming the entry and the reason. */
  async function assertRefused(bytes: Buffer, message: RegExp | string, limits: Partial<Parameters<typeof extractReleaseArchive>[2]> = {}) {
    await assert.rejects(extract(bytes, limits), (error: unknown) => {
      assert.ok(error instanceof ArchiveRefusedError, String(error));
      assert.equal(error.statusCode, 422);
      if (typeof message === 'string') assert.equal(error.message, message);
      else assert.match(error.message, message);
      return true;
    });
    assert.deepEqual(await openFilesUnder(out), []);
  }

  it('unpacks files and folders, the archive root being the folder root', async () => {
    const longName = `assets/${'deep/'.repeat(30)}long-name.js`;
    const archive = tgz(
      dir('./'),
      globalPax({ comment: 'made by a test' }),
      file('./index.html', '<!doctype html>'),
      dir('assets/'),
      file('assets/app.3f2a.js', 'console.log(1)'),
      file('assets/empty.txt', ''),
      withPax({ path: longName }, file('placeholder', 'long')),
      file('package/inner.txt', 'a wrapper folder stays a folder'),
      file('mf-manifest.json', '{}'),
    );
    const result = await extract(archive);
    assert.deepEqual(await contents(out), {
      'index.html': '<!doctype html>',
      'assets/app.3f2a.js': 'console.log(1)',
      'assets/empty.txt': '',
      [longName]: 'long',
      'package/inner.txt': 'a wrapper folder stays a folder',
      'mf-manifest.json': '{}',
    });
    assert.deepEqual(result, { files: 6, bytes: 15 + 14 + 0 + 4 + 31 + 2 });
    assert.deepEqual(await openFilesUnder(out), []);
  });

  it('unpacks what node-tar packs from a real build folder, many files and large ones included', async () => {
    const build = join(base, 'build');
    const expected: Record<string, string> = {};
    for (let i = 0; i < 600; i++) {
      const name = `chunk-${i % 7}/file-${i}.js`;
      expected[name] = `// ${i}\n`.repeat(1 + ((i * 37) % 300));
    }
    expected['big/vendor.js'] = randomBytes(3 * 1024 * 1024).toString('base64');
    for (const [name, text] of Object.entries(expected)) {
      await mkdir(join(build, name, '..'), { recursive: true });
      await writeFile(join(build, name), text);
    }
    const packed = await streamToBuffer(create({ gzip: true, cwd: build, portable: true }, ['.']));
    const result = await extract(packed, { maxBytes: 8 * 1024 * 1024 });
    assert.equal(result.files, 601);
    assert.deepEqual(await contents(out), expected);
  });

  describe('refuses, naming the entry and the reason', () => {
    const cases: [label: string, entries: Entry[], message: string | RegExp][] = [
      [
        'a symbolic link',
        [special('assets/link.js', { type: 'SymbolicLink', linkpath: '/etc/passwd' })],
        'Archive entry "assets/link.js": symbolic links are not allowed',
      ],
      [
        'a hard link',
        [file('a.txt'), special('b.txt', { type: 'Link', linkpath: 'a.txt' })],
        'Archive entry "b.txt": hard links are not allowed',
      ],
      [
        'a character device',
        [special('dev/null', { type: 'CharacterDevice', devmaj: 1, devmin: 3 })],
        'Archive entry "dev/null": character devices are not allowed',
      ],
      [
        'a block device',
        [special('dev/sda', { type: 'BlockDevice', devmaj: 8, devmin: 0 })],
        'Archive entry "dev/sda": block devices are not allowed',
      ],
      ['a FIFO', [special('pipe', { type: 'FIFO' })], 'Archive entry "pipe": FIFOs are not allowed'],
      [
        'a GNU dump folder',
        [special('dump', { type: 'GNUDumpDir' })],
        'Archive entry "dump": entries of type GNUDumpDir are not allowed (only files and folders)',
      ],
      [
        'a sparse file',
        [special('sparse', { rawType: 'S' })],
        'Archive entry "sparse": entries of type SparseFile are not allowed (only files and folders)',
      ],
      [
        'an unknown type',
        [special('odd', { rawType: 'Z' })],
        'Archive entry "odd": entries of an unknown type are not allowed (only files and folders)',
      ],
      ['an absolute path', [file('/etc/cron.d/evil')], 'Archive entry "/etc/cron.d/evil": absolute paths are not allowed'],
      ['a ".." segment', [file('assets/../../outside.js')], 'Archive entry "assets/../../outside.js": ".." is not allowed in names'],
      [
        'a ".." given by a pax header',
        [withPax({ path: '../outside.js' }, file('harmless.js'))],
        'Archive entry "../outside.js": ".." is not allowed in names',
      ],
      ['a lone ".."', [dir('../')], 'Archive entry "../": ".." is not allowed in names'],
      ['a backslash', [file('assets\\..\\x.js')], 'Archive entry "assets\\\\..\\\\x.js": backslashes are not allowed in names'],
      [
        'a NUL in the name',
        [withPax({ path: 'a\0b.js' }, file('a.js'))],
        'Archive entry "a\\u0000b.js": NUL characters are not allowed in names',
      ],
      ['a name given twice', [file('a.js'), file('a.js')], 'Archive entry "a.js": the name appears twice in the archive'],
      ['a file where a folder was', [dir('assets/'), file('assets')], 'Archive entry "assets": the name appears twice in the archive'],
      ['a file inside a file', [file('a.js'), file('a.js/b.js')], 'Archive entry "a.js/b.js": "a.js" is a file, not a folder'],
      ['a name too long for a file system', [withPax({ path: `${'x'.repeat(256)}.js` }, file('a.js'))], /names longer than 255 bytes/],
    ];
    for (const [label, entries, message] of cases) {
      it(label, async () => {
        // Good files before the bad entry: refused all the same, no file left open.
        await assertRefused(tgz(file('before.js'), ...entries, file('after.js')), message);
        await assert.rejects(readFile(join(out, 'after.js')), { code: 'ENOENT' });
      });
    }
    it('nothing is written outside the folder, whatever the refusal', async () => {
      assert.deepEqual(await readdir(base), ['out']);
    });
  });

  it('refuses more unpacked bytes than allowed (4 x maxBytes by default) before writing them', async () => {
    const big = Buffer.alloc(300 * 1024, 'a');
    await assertRefused(
      tgz(file('small.js'), file('big.js', big)),
      'Archive entry "big.js": the archive unpacks to more than 204800 bytes',
      {
        maxBytes: 1024 * 1024,
        maxUnpackedBytes: 200 * 1024,
      },
    );
    await assert.rejects(readFile(join(out, 'big.js')), { code: 'ENOENT' });
    // The default: four times maxBytes (zeros compress well, so the archive itself is small).
    await rm(out, { recursive: true });
    await mkdir(out);
    await assertRefused(
      tgz(file('zeros.bin', Buffer.alloc(500 * 1024))),
      'Archive entry "zeros.bin": the archive unpacks to more than 409600 bytes',
      {
        maxBytes: 100 * 1024,
      },
    );
  });

  it('refuses more entries than allowed (20,000 by default)', async () => {
    const entries = Array.from({ length: 11 }, (_, i) => file(`f${i}.js`, 'x'));
    await assertRefused(tgz(...entries), 'Archive entry "f10.js": the archive has more than 10 entries', { maxEntries: 10 });
    await rm(out, { recursive: true });
    await mkdir(out);
    // One folder given again and again: the count is of entries, and the test stays quick.
    const many = Array.from({ length: 20_001 }, () => dir('assets/'));
    await assertRefused(tgz(...many), 'Archive entry "assets/": the archive has more than 20000 entries');
  });

  it('refuses a flood of extended headers, and one too large to be real', async () => {
    const headers = Array.from({ length: 4 }, (_, i) => new Pax({ comment: `note ${i}` }).encode());
    await assertRefused(tgz(...headers, file('a.js')), 'The archive has more than 3 extended headers', { maxEntries: 3 });
    await rm(out, { recursive: true });
    await mkdir(out);
    await assertRefused(
      tgz(withPax({ comment: 'x'.repeat(70_000) }, file('a.js'))),
      /^Archive entry ".*": an extended header over 65536 bytes$/,
    );
  });

  it('stops a stream larger than maxBytes as soon as it is over, destroying it', async () => {
    const archive = tgz(file('random.bin', randomBytes(2 * 1024 * 1024)));
    const { stream, stats } = chunked(archive, 16 * 1024);
    const maxBytes = 256 * 1024;
    await assert.rejects(extractReleaseArchive(stream, out, { maxBytes, maxUnpackedBytes: 64 * 1024 * 1024 }), (error: unknown) => {
      assert.ok(error instanceof ArchiveTooLargeError, String(error));
      assert.equal(error.statusCode, 413);
      return true;
    });
    assert.ok(stream.destroyed, 'the source is destroyed');
    assert.ok(stats.sent <= maxBytes + 3 * 16 * 1024, `read ${stats.sent} bytes of ${archive.length}`);
    assert.deepEqual(await openFilesUnder(out), []);
  });

  it('accepts an archive of exactly maxBytes', async () => {
    const archive = tgz(file('a.js'));
    assert.deepEqual(await extract(archive, { maxBytes: archive.length }), { files: 1, bytes: 'content of a.js'.length });
  });

  it('refuses a truncated stream, even one cut inside a file being written', async () => {
    const archive = tgz(file('a.js'), file('b.bin', randomBytes(256 * 1024)), file('c.js'));
    await assertRefused(archive.subarray(0, Math.floor(archive.length / 2)), /^The archive is not a valid gzip-compressed tar: /);
    await rm(out, { recursive: true });
    await mkdir(out);
    // A whole gzip stream of a tar without its end-of-archive marker.
    await assertRefused(gzipSync(file('a.js')), 'The archive is not a whole tar: its end-of-archive marker is missing');
    await rm(out, { recursive: true });
    await mkdir(out);
    // A tar cut inside a file, then compressed whole.
    const cut = tarOf(file('big.bin', randomBytes(4096))).subarray(0, 2048);
    await assertRefused(gzipSync(cut), /^The archive is not a valid gzip-compressed tar: .*Truncated input/);
  });

  it('refuses what is not a gzip-compressed tar', async () => {
    await assertRefused(tarOf(file('a.js')), 'The archive is not gzip-compressed: send a .tar.gz');
    await assertRefused(Buffer.alloc(0), /^The archive is not a valid gzip-compressed tar: /);
    await assertRefused(gzipSync(Buffer.from('hello, not a tar at all '.repeat(100))), /^The archive is not a valid gzip-compressed tar: /);
    await assertRefused(gzipSync(gzipSync(tarOf(file('a.js')))), 'The archive is compressed twice: send one gzip-compressed tar');
    const corrupt = Buffer.from(tgz(file('a.js', randomBytes(8192))));
    for (let i = 20; i < corrupt.length - 20; i += 97) corrupt[i]! ^= 0xff;
    await assertRefused(corrupt, /^The archive is not a valid gzip-compressed tar: /);
    const badChecksum = tarOf(file('a.js'));
    badChecksum[0] = 'b'.charCodeAt(0);
    await assertRefused(gzipSync(badChecksum), /^The archive is not a valid gzip-compressed tar: .*checksum/);
  });

  it('refuses an archive that inflates to far more than it can hold (zeros after its end)', async () => {
    const bomb = gzipSync(Buffer.concat([tarOf(file('a.js')), Buffer.alloc(64 * 1024 * 1024)]));
    assert.ok(bomb.length < 100 * 1024);
    const started = performance.now();
    await assertRefused(bomb, 'The archive unpacks to more than 409600 bytes', { maxBytes: 100 * 1024, maxEntries: 10 });
    assert.ok(performance.now() - started < 5000);
  });

  it('passes the source stream’s own error through, with no file left open', async () => {
    const good = tgz(file('a.bin', randomBytes(512 * 1024)));
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent >= 64 * 1024) return void this.destroy(new Error('client went away'));
        this.push(good.subarray(sent, sent + 16 * 1024));
        sent += 16 * 1024;
      },
    });
    await assert.rejects(extractReleaseArchive(failing, out, { maxBytes: 1024 * 1024 }), { message: 'client went away' });
    assert.deepEqual(await openFilesUnder(out), []);
  });
});

async function streamToBuffer(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
