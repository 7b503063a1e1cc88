import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { HttpError } from './http-errors.js';

// Reads a release's build folder sent as a gzip-compressed tar, as it arrives, into an empty
// folder. Nothing but regular files and folders is written, and only below that folder: every
// entry's type and name are judged before anything of it touches the disk, and the files are
// written here (not by node-tar's extractor), so no entry can reach outside the folder.

export interface ReleaseArchiveLimits {
  /** Compressed bytes; more is an ArchiveTooLargeError (413) as soon as they arrive. */
  maxBytes: number;
  /** Bytes of all files together once unpacked; 4 x maxBytes by default. */
  maxUnpackedBytes?: number;
  /** Files and folders; 20,000 by default. */
  maxEntries?: number;
}

/** More compressed bytes arrived than allowed (the source stream has been destroyed). */
export class ArchiveTooLargeError extends HttpError {
  override name = 'ArchiveTooLargeError';
  constructor(readonly maxBytes: number) {
    super(413, `The archive is larger than ${maxBytes} bytes`);
  }
}

/** The archive is refused: an entry of a kind or name not allowed, a limit, or corrupt data. */
export class ArchiveRefusedError extends HttpError {
  override name = 'ArchiveRefusedError';
  constructor(message: string) {
    super(422, message);
  }
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
/** Longer names than the file systems take are refused, not failed on. */
const MAX_SEGMENT_BYTES = 255;

/** Files (and folders) written at the same time. */
const MAX_WRITES = 8;

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

/** Why a type of entry is refused, in words. */
const REFUSED_TYPES: Record<string, string> = {
  SymbolicLink: 'symbolic links are not allowed',
  Link: 'hard links are not allowed',
  CharacterDevice: 'character devices are not allowed',
  BlockDevice: 'block devices are not allowed',
  FIFO: 'FIFOs are not allowed',
};

/** Why an entry of a type other than file or folder is refused. */
function typeRefusal(entry: ReadEntry): string {
  const known = REFUSED_TYPES[entry.type];
  if (known) return known;
  // node-tar keeps no more of an unknown type byte than the name 'Unsupported'.
  if (entry.type === 'Unsupported') return 'entries of an unknown type are not allowed (only files and folders)';
  return `entries of type ${entry.type} are not allowed (only files and folders)`;
}

/** The entry's name as shown in a message: quoted, escaped, and not endless. */
function shown(path: string): string {
  const text = JSON.stringify(path);
  return text.length > 200 ? `${text.slice(0, 200)}..."` : text;
}

const refuse = (path: string, reason: string) => new ArchiveRefusedError(`Archive entry ${shown(path)}: ${reason}`);

/** The name's segments below the archive's root ('.' and empty ones dropped), or why it is refused. */
function segmentsOf(path: string): string[] | string {
  if (path.includes('\0')) return 'NUL characters are not allowed in names';
  if (path.includes('\\')) return 'backslashes are not allowed in names';
  if (path.startsWith('/')) return 'absolute paths are not allowed';
  const segments = path.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) return '".." is not allowed in names';
  if (segments.some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES))
    return `names longer than ${MAX_SEGMENT_BYTES} bytes (between slashes) are not allowed`;
  return segments;
}

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

  let entries = 0;
  let metaEntries = 0;
  let unpacked = 0;
  let files = 0;
  let sawEnd = false;
  /** What each name is so far: a name is given once, and nothing goes below a file. */
  const kinds = new Map<string, 'file' | 'dir'>();
  /**
   * Entries are taken one after the other (`started`); their files and folders are written a few
   * at a time (`writes`: at most MAX_WRITES files open), so the parser goes on while the disk
   * catches up.
   */
  let started: Promise<void> = Promise.resolve();
  const writes = new Set<Promise<void>>();
  const openFiles = new Set<WriteStream>();
  /** Folders made or being made, the root included. */
  const made = new Map<string, Promise<void>>([[root, Promise.resolve()]]);

  /** Judges an entry before anything of it is written; the target path, or null for the root. */
  function judge(entry: ReadEntry): string | null {
    const path = entry.path;
    const isFile = FILE_TYPES.has(entry.type);
    if (!isFile && entry.type !== 'Directory') throw refuse(path, typeRefusal(entry));
    const segments = segmentsOf(path);
    if (typeof segments === 'string') throw refuse(path, segments);
    if (++entries > maxEntries) throw refuse(path, `the archive has more than ${maxEntries} entries`);
    unpacked += entry.size;
    if (unpacked > maxUnpackedBytes) throw refuse(path, `the archive unpacks to more than ${maxUnpackedBytes} bytes`);
    if (segments.length === 0) {
      if (isFile) throw refuse(path, 'a file needs a name');
      return null;
    }
    for (let depth = 1; depth < segments.length; depth++) {
      const parent = segments.slice(0, depth).join('/');
      if (kinds.get(parent) === 'file') throw refuse(path, `"${parent}" is a file, not a folder`);
      kinds.set(parent, 'dir');
    }
    const name = segments.join('/');
    const before = kinds.get(name);
    if (before === 'file' || (before === 'dir' && isFile)) throw refuse(path, 'the name appears twice in the archive');
    kinds.set(name, isFile ? 'file' : 'dir');
    const target = resolve(root, ...segments);
    // Guaranteed by the checks above; kept as the last word on where anything is written.
    if (!target.startsWith(root + sep)) throw refuse(path, 'the name points outside the archive');
    return target;
  }

  /** Makes a folder (and those above it) once, however many entries are in it. */
  function ensureFolder(path: string): Promise<void> {
    const known = made.get(path);
    if (known) return known;
    const making = mkdir(path, { recursive: true }).then(() => {});
    for (let folder = path; !made.has(folder); folder = dirname(folder)) made.set(folder, making);
    return making;
  }

  function writeFile(entry: ReadEntry, target: string): Promise<void> {
    return new Promise<void>((resolveWrite, rejectWrite) => {
      const out = createWriteStream(target, { flags: 'wx', mode: 0o644 });
      openFiles.add(out);
      out.once('error', rejectWrite);
      out.once('close', () => {
        openFiles.delete(out);
        if (out.errored) rejectWrite(out.errored);
        else if (!out.writableFinished) rejectWrite(failure ?? new Error(`${target} was closed before it was written`));
        else resolveWrite();
      });
      entry.pipe(out);
    });
  }

  /** Counts a write (a file, or a folder being made) until it ends; the first failure stops everything. */
  function track(write: Promise<void>): void {
    writes.add(write);
    write.then(
      () => writes.delete(write),
      (error: Error) => {
        writes.delete(write);
        fail(error);
      },
    );
  }

  /** Starts an entry's write once a slot is free: a folder is made, a file written into its folder. */
  async function start(entry: ReadEntry, target: string | null): Promise<void> {
    if (failure) throw failure;
    if (target === null || entry.type === 'Directory') {
      entry.resume();
      if (target !== null && !made.has(target)) {
        while (writes.size >= MAX_WRITES) await Promise.race(writes);
        if (failure) throw failure;
        track(ensureFolder(target));
      }
      return;
    }
    while (writes.size >= MAX_WRITES) await Promise.race(writes);
    if (failure) throw failure;
    track(
      ensureFolder(dirname(target)).then(() => {
        if (failure) throw failure;
        return writeFile(entry, target).then(() => void files++);
      }),
    );
  }

  /** Resolves once every entry is written; rejects with the first failure. */
  async function allWritten(): Promise<void> {
    await started;
    await Promise.all(writes);
  }

  /** After a failure: closes every file still open and waits for the writes to end. */
  async function settle(): Promise<void> {
    for (const out of openFiles) out.destroy();
    await started.catch(() => {});
    for (const out of openFiles) out.destroy();
    await Promise.allSettled([...writes]);
  }

  parser.on('entry', (entry: ReadEntry) => {
    if (failure) return;
    let target: string | null;
    try {
      target = judge(entry);
    } catch (error) {
      fail(error as Error);
      return;
    }
    started = started.then(() => start(entry, target));
    started.catch((error: Error) => fail(error));
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
    await Promise.race([allWritten(), failed]);
    if (!sawEnd) throw stop(new ArchiveRefusedError('The archive is not a whole tar: its end-of-archive marker is missing'));
  }
  const drained = () => new Promise<void>((resolveDrain) => parser.once('drain', resolveDrain));

  try {
    await pipeline(body, meter, createGunzip(), feed);
    return { files, bytes: unpacked };
  } catch (error) {
    const thrown = failure ?? error;
    fail(thrown as Error);
    await settle();
    if (thrown instanceof ArchiveTooLargeError || thrown instanceof ArchiveRefusedError) throw thrown;
    if (isZlibError(thrown)) throw corrupt(thrown as Error);
    throw thrown;
  }
}

function isZlibError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('Z_');
}

function corrupt(error: Error): ArchiveRefusedError {
  if (error instanceof ArchiveRefusedError) return error;
  return new ArchiveRefusedError(`The archive is not a valid gzip-compressed tar: ${error.message}`);
}
