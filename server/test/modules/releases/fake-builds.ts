import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const SHELL_SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'shared-ui', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
];

/**
 * A small build folder shaped like the webpack build's (mf-manifest.json with its shared modules,
 * remoteEntry.js or index.html, a content-hashed chunk); `marker` makes each build's files differ.
 */
export async function writeBuild(
  dir: string,
  frontend: string,
  marker: string,
  shared: { name: string; version: string; requiredVersion: string; singleton: boolean }[] = SHELL_SHARED,
): Promise<string> {
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.2.3', buildName: frontend } }, shared }),
    [`chunk.${marker.padStart(8, '0').slice(-8)}.js`]: `chunk of ${marker}`,
  };
  if (frontend === 'shell') {
    files['index.html'] = `<!doctype html><html><head><title>${marker}</title></head><body></body></html>`;
    files[`main.${marker.padStart(8, '0').slice(-8)}.js`] = `main of ${marker}`;
  } else {
    files['remoteEntry.js'] = `var entry = ${JSON.stringify(marker)};`;
  }
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}
