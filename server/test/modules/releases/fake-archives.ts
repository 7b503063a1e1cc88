import { readdir } from 'node:fs/promises';
import { create } from 'tar';

/** A build folder as the release command sends it: a gzip tar of its contents. */
export async function archiveOf(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const names = (await readdir(dir)).sort();
  for await (const chunk of create({ gzip: true, cwd: dir, portable: true }, names)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
