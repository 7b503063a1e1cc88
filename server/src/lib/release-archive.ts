import { resolve } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { ArchiveRefusedError, ArchiveTooLargeError, EntryJudge, corrupt, refuse, typeRefusal } from './archive-entries.js';
import { ArchiveWrites } from './archive-writes.js';

export { ArchiveRefusedError, ArchiveTooLargeError };

// Reads a release's build folder sent as a gzip-compressed tar, as it arrives, into an empty
// folder. Nothing but regular files and folders is written, and only below that folder: every
// entry's type and name are judged (archive-entries.ts) before anything of it touches the disk,
// and the files are written by archive-writes.ts (not by node-tar's extractor), so no entry can
// reach outside the folder.

export interface ReleaseArchiveLimits {
  /** Compressed bytes; more is an ArchiveTooLargeError (413) as soon as they arrive. */
  maxBytes: number;
  /** Bytes of all files together once unpacked; 4 x maxBytes by default. */
  maxUnpackedBytes?: number;
  /** Files and folders; 20,000 by default. */
  maxEntries?: number;
}

const DEFAULT_MAX_ENTRIES = 20_000;
/** A pax or GNU long-name header longer than this is refused (real ones are a few hundred bytes). */
const MAX_META_BYTES = 64 * 1024;
/**
 * What a tar may hold besides its files' bytes, per entry: its header, the padding of its data
 * to 512 bytes, and an extended header. Bounds the bytes decompressed, so a small gzip stream
 * inflating to gigabytes of anything (zeros after the end of the archive, say) is stopped.
 */
const OVERHEAD_PER_ENTRY = 4096;

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * Unpacks a gzip-compressed tar read from `body` into `dir` (an existing, empty folder) and
 * answers how many files and bytes it wrote. The archive's root is the folder's root: a leading
 * `./` is the root itself and a wrapping folder (`package/`) stays a folder.
 *
 * Throws ArchiveTooLargeError as soon as more than maxBytes compressed bytes arrive (and
 * destroys `body`), and ArchiveRefusedError (naming the entry and the reason) for a link, a
 * device, a FIFO or any other entry that is not a regular file or a folder, an absolute name, a
 * `..` segment, a backslash or NUL in a name, a name given twice or both as file and folder,
 * more unpacked bytes or entries than allowed, and for data that is not a whole gzip-compressed
 * tar. Errors of the source stream and of the disk are thrown as they are. On any error files
 * may remain in `dir` (the caller deletes it), but no file is still open.
 */
export async function extractReleaseArchive(
  body: Readable,
  dir: string,
  options: ReleaseArchiveLimits,
): Promise<{ files: number; bytes: number }> {
  const { maxBytes } = options;
  const maxUnpackedBytes = options.maxUnpackedBytes ?? 4 * maxBytes;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxInflated = maxUnpackedBytes + OVERHEAD_PER_ENTRY * (maxEntries + 2);
  const root = resolve(dir);

  let failure: Error | null = null;
  let rejectFailed!: (error: Error) => void;
  const failed = new Promise<never>((_, reject) => (rejectFailed = reject));
  failed.catch(() => {});

  const parser = new Parser({ strict: true, brotli: false, zstd: false, maxMetaEntrySize: MAX_META_BYTES });
  /** The first error wins; the parser stops reading. */
  const fail = (error: Error) => {
    if (failure) return;
    failure = error;
    rejectFailed(error);
    parser.abort(error);
  };
  /** Records an error as the failure (the one thrown in the end, whatever the pipeline reports) and returns it. */
  const stop = (error: Error): Error => {
    fail(error);
    return failure!;
  };

  let metaEntries = 0;
  let sawEnd = false;
  const judge = new EntryJudge(root, { maxEntries, maxUnpackedBytes });
  const writes = new ArchiveWrites(root, () => failure, fail);

  parser.on('entry', (entry: ReadEntry) => {
    if (failure) return;
    let target: string | null;
    try {
      target = judge.judge(entry);
    } catch (error) {
      fail(error as Error);
      return;
    }
    writes.add(entry, target);
  });
  parser.on('ignoredEntry', (entry: ReadEntry) =>
    fail(refuse(entry.path, entry.meta ? `an extended header over ${MAX_META_BYTES} bytes` : typeRefusal(entry))),
  );
  parser.on('meta', () => {
    if (++metaEntries > maxEntries) fail(new ArchiveRefusedError(`The archive has more than ${maxEntries} extended headers`));
  });
  parser.on('eof', () => (sawEnd = true));
  parser.on('error', (error: Error) => fail(failure ?? corrupt(error)));
  const parsed = new Promise<void>((resolveParsed) => parser.once('end', resolveParsed));

  let received = 0;
  /** Counts the compressed bytes, and refuses anything but gzip before it is inflated. */
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const before = received;
      received += chunk.length;
      if (received > maxBytes) return callback(stop(new ArchiveTooLargeError(maxBytes)));
      for (let at = before; at < 2 && at < received; at++) {
        if (chunk[at - before] !== GZIP_MAGIC[at])
          return callback(stop(new ArchiveRefusedError('The archive is not gzip-compressed: send a .tar.gz')));
      }
      callback(null, chunk);
    },
  });

  let inflated = 0;
  let head: Buffer | null = Buffer.alloc(0);
  async function feed(source: AsyncIterable<Buffer>): Promise<void> {
    for await (const chunk of source) {
      if (failure) throw failure;
      inflated += chunk.length;
      if (inflated > maxInflated) throw stop(new ArchiveRefusedError(`The archive unpacks to more than ${maxUnpackedBytes} bytes`));
      if (head) {
        // The parser would also inflate data that is compressed again: a gzip in a gzip is refused.
        head = Buffer.concat([head, chunk]);
        if (head.length < 2) continue;
        if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1])
          throw stop(new ArchiveRefusedError('The archive is compressed twice: send one gzip-compressed tar'));
        const first = head;
        head = null;
        if (!parser.write(first)) await Promise.race([drained(), failed]);
        continue;
      }
      // After the end-of-archive marker only padding follows: it is inflated (the gzip trailer is
      // checked) but not parsed.
      if (sawEnd) continue;
      if (!parser.write(chunk)) await Promise.race([drained(), failed]);
    }
    if (failure) throw failure;
    if (head && head.length > 0) parser.write(head);
    parser.end();
    await Promise.race([parsed, failed]);
    await Promise.race([writes.allWritten(), failed]);
    if (!sawEnd) throw stop(new ArchiveRefusedError('The archive is not a whole tar: its end-of-archive marker is missing'));
  }
  const drained = () => new Promise<void>((resolveDrain) => parser.once('drain', resolveDrain));

  try {
    await pipeline(body, meter, createGunzip(), feed);
    return { files: writes.files, bytes: judge.unpacked };
  } catch (error) {
    const thrown = failure ?? error;
    fail(thrown as Error);
    await writes.settle();
    if (thrown instanceof ArchiveTooLargeError || thrown instanceof ArchiveRefusedError) throw thrown;
    if (isZlibError(thrown)) throw corrupt(thrown as Error);
    throw thrown;
  }
}

function isZlibError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('Z_');
}
