import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** What a marker file holds: who has the SQLite file open. */
interface Holder {
  pid: number;
  host: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? { pid: holder.pid, host: holder.host } : null;
  } catch {
    return null;
  }
}

/**
 * SQLite serves one server process: a second one on the same file shares neither the count
 * caches nor the change feed, so lists lag and live status misses the other's writes. Each
 * process marks the file it opened (`<file>.server`); opening a file another live process on
 * this machine has marked returns that process, for a warning at start. Never a refusal: a
 * second process is sometimes meant (a one-off CLI command, a quick look), and it still works.
 */
export function markSqliteInstance(sqlitePath: string): { otherHolder: Holder | null; release: () => void } {
  const path = `${sqlitePath}.server`;
  const me: Holder = { pid: process.pid, host: hostname() };
  const previous = readHolder(path);
  const otherHolder = previous && previous.pid !== me.pid && previous.host === me.host && isAlive(previous.pid) ? previous : null;
  // A live holder keeps its mark (a one-off command must not clear the server's on exit).
  if (!otherHolder) writeFileSync(path, JSON.stringify(me));
  return {
    otherHolder,
    release: () => {
      const current = readHolder(path);
      if (current?.pid !== me.pid) return;
      try {
        unlinkSync(path);
      } catch {
        // already gone
      }
    },
  };
}
