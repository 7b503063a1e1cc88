import { randomUUID } from 'node:crypto';
import { copyFile, lstat, mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { FastifyReply } from 'fastify';
import { RELEASE_FILE, regularFilesUnder, releaseFileHeaders, type BuildInfo, type ReleaseStore } from './release-store.js';

const INCOMING = '.incoming-';

/**
 * The release store on disk: a folder per frontend, a folder per release inside it
 * (<root>/remote-items/0.1.0-3f2a9c1b7d/...). A release folder is copied under a hidden name,
 * then renamed, so it appears whole; a CDN or any static host can serve an uploaded copy of the
 * store with the same layout. Only regular files are copied in, and a file is served only when
 * its real path stays inside its release folder.
 */
export class LocalReleaseStore implements ReleaseStore {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  dirOf(frontend: string, releaseId: string): string {
    return join(this.root, frontend, releaseId);
  }

  async has(frontend: string, releaseId: string): Promise<boolean> {
    return lstat(join(this.dirOf(frontend, releaseId), RELEASE_FILE)).then(
      (stats) => stats.isFile(),
      () => false,
    );
  }

  async add(frontend: string, sourceDir: string, info: BuildInfo): Promise<void> {
    if (await this.has(frontend, info.releaseId)) return;
    const target = this.dirOf(frontend, info.releaseId);
    const incoming = join(this.root, frontend, `${INCOMING}${info.releaseId}-${randomUUID().slice(0, 8)}`);
    try {
      for (const path of await regularFilesUnder(sourceDir)) {
        await mkdir(dirname(join(incoming, path)), { recursive: true });
        await copyFile(join(sourceDir, path), join(incoming, path));
      }
      await writeFile(join(incoming, RELEASE_FILE), `${JSON.stringify({ frontend, ...info }, null, 2)}\n`);
      await rename(incoming, target);
    } catch (error) {
      await rm(incoming, { recursive: true, force: true });
      // Someone published the same build meanwhile; theirs is identical.
      if (!(await this.has(frontend, info.releaseId))) throw error;
    }
  }

  async remove(frontend: string, releaseId: string): Promise<void> {
    await rm(this.dirOf(frontend, releaseId), { recursive: true, force: true });
  }

  async abandoned(frontend: string, olderThanMs: number, now = Date.now()): Promise<string[]> {
    const dir = join(this.root, frontend);
    const names = await readdir(dir).catch(() => [] as string[]);
    const found: string[] = [];
    for (const name of names.filter((each) => each.startsWith(INCOMING))) {
      const { mtimeMs } = await stat(join(dir, name));
      if (now - mtimeMs > olderThanMs) found.push(join(dir, name));
    }
    return found;
  }

  async removeAbandoned(leftover: string): Promise<void> {
    await rm(leftover, { recursive: true, force: true });
  }

  /** The file's path when it is a regular file whose real path is inside the release folder, else null. */
  private async fileInside(frontend: string, releaseId: string, path: string): Promise<string | null> {
    const dir = this.dirOf(frontend, releaseId);
    try {
      const [realDir, realFile] = await Promise.all([realpath(dir), realpath(join(dir, path))]);
      if (!realFile.startsWith(`${realDir}${sep}`)) return null;
      return (await stat(realFile)).isFile() ? realFile : null;
    } catch {
      return null;
    }
  }

  async readText(frontend: string, releaseId: string, path: string): Promise<string | null> {
    const file = await this.fileInside(frontend, releaseId, path);
    return file ? readFile(file, 'utf8').catch(() => null) : null;
  }

  async hasFile(frontend: string, releaseId: string, path: string): Promise<boolean> {
    return (await this.fileInside(frontend, releaseId, path)) !== null;
  }

  async send(reply: FastifyReply, frontend: string, releaseId: string, path: string, cacheControl: string): Promise<boolean> {
    if (!(await this.fileInside(frontend, releaseId, path))) return false;
    // The caller returns the reply, which @fastify/static then sends.
    void releaseFileHeaders(reply, cacheControl).sendFile(path, this.dirOf(frontend, releaseId));
    return true;
  }
}
