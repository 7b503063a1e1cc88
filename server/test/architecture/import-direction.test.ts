import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import { describe, it } from 'node:test';

/**
 * Imports inside server/src run one way, from the app down to the helpers. A folder may import
 * its own layer and any layer below it, never one above: shared code moves down, so no two
 * folders can end up in a circle.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['lib', 'db'], // helpers without application state, the schema and its connection
  ['config', 'schemas'], // settings, and the HTTP schemas shared by the modules
  ['storage', 'mail'], // the file store and the mailer, without Fastify
  ['providers'], // AI and video platforms
  ['modules'], // repositories, services and their routes
  ['demo', 'worker'], // what drives the modules from outside a request
  ['plugins'], // Fastify plugins: decorate the app with the layers below
  ['routes'], // API prefixes that gather the modules' routes
  ['app', 'cli'], // what builds and starts the server, and the release manager's commands
];

/** Files directly in src (by name, without the extension), by the layer they belong to. */
const ROOT_FILES: Record<string, string> = { config: 'config', app: 'app', server: 'app', banner: 'app' };

const srcDir = resolve(import.meta.dirname, '..', '..', 'src');

function rankOf(layer: string): number {
  return LAYERS.findIndex((names) => names.includes(layer));
}

/** The layer of a file, from its path relative to src ("modules/users/users.service.ts"). */
function layerOf(file: string): string {
  const [first, ...rest] = file.split('/');
  if (rest.length > 0) return first!;
  // An import names the compiled file (config.js), the sources are .ts.
  const name = first!.replace(/\.[jt]s$/, '');
  return ROOT_FILES[name] ?? name;
}

/** Static, re-exported, side-effect and dynamic imports; the [^;] spans multi-line import lists. */
const IMPORT_RE =
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

function importSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT_RE)].map((match) => (match[1] ?? match[2] ?? match[3])!);
}

/** Every upward import among `sources` (path relative to src, as "a/b.ts" -> text), named by file and specifier. */
function upwardImports(sources: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  for (const [file, source] of sources) {
    const from = layerOf(file);
    for (const specifier of importSpecifiers(source)) {
      if (!specifier.startsWith('.')) continue; // a package
      const target = posix.normalize(posix.join(posix.dirname(file), specifier));
      if (target.startsWith('../')) continue; // outside src
      const to = layerOf(target);
      if (rankOf(to) > rankOf(from)) {
        problems.push(`src/${file} imports '${specifier}': ${from} may not import ${to}, a higher layer`);
      }
    }
  }
  return problems;
}

function readSources(dir: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const path = join(entry.parentPath, entry.name);
    sources.set(relative(dir, path).split(sep).join('/'), readFileSync(path, 'utf8'));
  }
  return sources;
}

describe('import direction in server/src', () => {
  const sources = readSources(srcDir);

  it('places every folder and top-level file of src in a layer', () => {
    const unplaced = [...new Set([...sources.keys()].map(layerOf))].filter((layer) => rankOf(layer) === -1);
    assert.deepEqual(unplaced, [], `add these to LAYERS or ROOT_FILES in ${relative(process.cwd(), import.meta.filename)}`);
  });

  it('has no import from a lower layer to a higher one', () => {
    // The parser must see the imports at all, or the check below would pass on nothing.
    const relativeImports = [...sources.values()].flatMap(importSpecifiers).filter((specifier) => specifier.startsWith('.'));
    assert.ok(relativeImports.length > 200, `only ${relativeImports.length} relative imports found`);
    assert.deepEqual(upwardImports(sources), []);
  });

  it('names the file and the import that goes up', () => {
    const example = new Map([
      [
        'modules/media/media.routes.ts',
        "import type { FastifyPluginAsync } from 'fastify';\nimport { isValidKey } from '../../plugins/storage.js';\n",
      ],
      ['lib/time.ts', "export {\n  nowIso,\n} from '../db/types.js';\nconst late = await import('../config.js');\n"],
      ['db/types.ts', "import { Storage } from '../storage/storage.js';\n"],
      ['plugins/frontend.ts', "import { ReleaseStore } from '../modules/releases/release-store.js';\n"],
    ]);
    assert.deepEqual(upwardImports(example), [
      "src/modules/media/media.routes.ts imports '../../plugins/storage.js': modules may not import plugins, a higher layer",
      "src/lib/time.ts imports '../config.js': lib may not import config, a higher layer",
      "src/db/types.ts imports '../storage/storage.js': db may not import storage, a higher layer",
    ]);
  });
});
