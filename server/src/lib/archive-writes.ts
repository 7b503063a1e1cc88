import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ReadEntry } from 'tar';

/** Files (and folders) written at the same time. */
const MAX_WRITES = 8;

/**
 * Writes an archive's judged entries into its folder, the files here (not by node-tar's
 * extractor). Entries are taken one after the other; their files and folders are written a few
 * at a time (at most MAX_WRITES files open), so the parser goes on while the disk catches up.
 * The extraction's first failure stops every write: `failure` reads it, `fail` records one.
 */
export class ArchiveWrites {
  /** Files written whole. */
  files = 0;
  private started: Promise<void> = Promise.resolve();
  private readonly writes = new Set<Promise<void>>();
  private readonly openFiles = new Set<WriteStream>();
  /** Folders made or being made, the root included. */
  private readonly made: Map<string, Promise<void>>;

  constructor(
    root: string,
    private readonly failure: () => Error | null,
    private readonly fail: (error: Error) => void,
  ) {
    this.made = new Map([[root, Promise.resolve()]]);
  }

  /** Takes the next entry (`target` null for the root): it starts once those before it have. */
  add(entry: ReadEntry, target: string | null): void {
    this.started = this.started.then(() => this.start(entry, target));
    this.started.catch((error: Error) => this.fail(error));
  }

  /** Resolves once every entry is written; rejects with the first failure. */
  async allWritten(): Promise<void> {
    await this.started;
    await Promise.all(this.writes);
  }

  /** After a failure: closes every file still open and waits for the writes to end. */
  async settle(): Promise<void> {
    for (const out of this.openFiles) out.destroy();
    await this.started.catch(() => {});
    for (const out of this.openFiles) out.destroy();
    await Promise.allSettled([...this.writes]);
  }

  private throwIfFailed(): void {
    const failure = this.failure();
    if (failure) throw failure;
  }

  /** Makes a folder (and those above it) once, however many entries are in it. */
  private ensureFolder(path: string): Promise<void> {
    const known = this.made.get(path);
    if (known) return known;
    const making = mkdir(path, { recursive: true }).then(() => {});
    for (let folder = path; !this.made.has(folder); folder = dirname(folder)) this.made.set(folder, making);
    return making;
  }

  private writeFile(entry: ReadEntry, target: string): Promise<void> {
    return new Promise<void>((resolveWrite, rejectWrite) => {
      const out = createWriteStream(target, { flags: 'wx', mode: 0o644 });
      this.openFiles.add(out);
      out.once('error', rejectWrite);
      out.once('close', () => {
        this.openFiles.delete(out);
        if (out.errored) rejectWrite(out.errored);
        else if (!out.writableFinished) rejectWrite(this.failure() ?? new Error(`${target} was closed before it was written`));
        else resolveWrite();
      });
      entry.pipe(out);
    });
  }

  /** Counts a write (a file, or a folder being made) until it ends; the first failure stops everything. */
  private track(write: Promise<void>): void {
    this.writes.add(write);
    write.then(
      () => this.writes.delete(write),
      (error: Error) => {
        this.writes.delete(write);
        this.fail(error);
      },
    );
  }

  /** Starts an entry's write once a slot is free: a folder is made, a file written into its folder. */
  private async start(entry: ReadEntry, target: string | null): Promise<void> {
    this.throwIfFailed();
    if (target === null || entry.type === 'Directory') {
      entry.resume();
      if (target !== null && !this.made.has(target)) {
        while (this.writes.size >= MAX_WRITES) await Promise.race(this.writes);
        this.throwIfFailed();
        this.track(this.ensureFolder(target));
      }
      return;
    }
    while (this.writes.size >= MAX_WRITES) await Promise.race(this.writes);
    this.throwIfFailed();
    this.track(
      this.ensureFolder(dirname(target)).then(() => {
        this.throwIfFailed();
        return this.writeFile(entry, target).then(() => void this.files++);
      }),
    );
  }
}
