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
  ['app', 'cli'], // what builds and starts the server (its list of features), and the release manager's commands
];

/** Files directly in src (by name, without the extension), by the layer they belong to. */
const ROOT_FILES: Record<string, string> = { config: 'config', app: 'app', features: 'app', server: 'app', banner: 'app' };

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

/**
 * A cast of the app object (`(app as { worker?: ... }).worker`, `request.server as any`,
 * `x as unknown as FastifyInstance`) reaches a decoration no declared dependency names, often one
 * of a higher layer, and hides it from the check above: a module asks for what it needs instead
 * (a parameter, a plugin it depends on, a signal of a lower layer).
 */
const APP_CAST_RES = [/\(\s*(?:[\w$]+\.)*(?:app|fastify|instance|server)\s+as\b/, /\bas\s+unknown\s+as\s+Fastify\w*/];

/** The text without comments (each replaced by spaces, so lines keep their numbers). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, ' '));

/** Every cast of the app object among `sources`, named by file and line. */
function appCasts(sources: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  for (const [file, source] of sources) {
    withoutComments(source)
      .split('\n')
      .forEach((line, index) => {
        if (APP_CAST_RES.some((pattern) => pattern.test(line))) {
          problems.push(`src/${file}:${index + 1} reaches the app object through a cast: ${line.trim()}`);
        }
      });
  }
  return problems;
}

/** The module folder a file of src belongs to ("modules/users/x.ts" -> "users"), or null. */
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/**
 * Every circle among the module folders: a module may use another only one way, so what two
 * modules share moves into a module below both. Each circle is named once, from its
 * alphabetically first folder, with a file that makes each step.
 */
function moduleCircles(sources: ReadonlyMap<string, string>): string[] {
  const edges = new Map<string, Map<string, string>>(); // from -> to -> the first file importing it
  for (const [file, source] of sources) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const specifier of importSpecifiers(source)) {
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(posix.normalize(posix.join(posix.dirname(file), specifier)));
      if (!to || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string>();
      if (!targets.has(to)) targets.set(to, `src/${file}`);
      edges.set(from, targets);
    }
  }
  const circles = new Set<string>();
  const walk = (path: string[]) => {
    const last = path.at(-1)!;
    for (const [next] of edges.get(last) ?? []) {
      if (next === path[0]) {
        const steps = path.map(
          (name, index) =>
            `modules/${name} -> modules/${path[index + 1] ?? path[0]} (${edges.get(name)!.get(path[index + 1] ?? path[0]!)})`,
        );
        circles.add(`a circle between module folders: ${steps.join(', ')}`);
      } else if (next > path[0]! && !path.includes(next)) {
        walk([...path, next]);
      }
    }
  };
  for (const start of [...edges.keys()].sort()) walk([start]);
  return [...circles];
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
  it('reaches no decoration through a cast of the app object', () => {
    assert.deepEqual(appCasts(sources), []);
  });

  it('names the file and line of a cast of the app object', () => {
    const example = new Map([
      [
        'modules/video-tasks/video-tasks.service.ts',
        '// (app as { worker?: Worker }) in a comment is fine\nconst wake = () => (app as { worker?: { wake(): void } }).worker?.wake();\n',
      ],
      [
        'modules/bulk-jobs/bulk-jobs.routes.ts',
        'const runner = (request.server as any).bulkJobRunner;\nconst db = app.db as unknown as Kysely<Jobs>;\n',
      ],
      ['worker/worker.plugin.ts', 'const parent = holder as unknown as FastifyInstance;\n'],
    ]);
    assert.deepEqual(appCasts(example), [
      'src/modules/video-tasks/video-tasks.service.ts:2 reaches the app object through a cast: const wake = () => (app as { worker?: { wake(): void } }).worker?.wake();',
      'src/modules/bulk-jobs/bulk-jobs.routes.ts:1 reaches the app object through a cast: const runner = (request.server as any).bulkJobRunner;',
      'src/worker/worker.plugin.ts:1 reaches the app object through a cast: const parent = holder as unknown as FastifyInstance;',
    ]);
  });

  it('has no circle between module folders', () => {
    assert.deepEqual(moduleCircles(sources), []);
  });

  it('names each circle between module folders once, with a file for each step', () => {
    const example = new Map([
      ['modules/video-tasks/a.ts', "import { x } from '../video-templates/b.js';\nimport { y } from './c.js';\n"],
      ['modules/video-templates/b.ts', "import type { T } from '../video-tasks/a.js';\n"],
      ['modules/dashboard/d.ts', "import { x } from '../video-tasks/a.js';\nimport { users } from '../users/u.js';\n"],
      ['modules/users/u.ts', "import { items } from '../items/i.js';\n"],
      ['modules/items/i.ts', "import { d } from '../dashboard/d.js';\n"],
      ['modules/login/l.ts', "import { u } from '../users/u.js';\n"],
    ]);
    assert.deepEqual(moduleCircles(example), [
      'a circle between module folders: modules/dashboard -> modules/users (src/modules/dashboard/d.ts), modules/users -> modules/items (src/modules/users/u.ts), modules/items -> modules/dashboard (src/modules/items/i.ts)',
      'a circle between module folders: modules/video-tasks -> modules/video-templates (src/modules/video-tasks/a.ts), modules/video-templates -> modules/video-tasks (src/modules/video-templates/b.ts)',
    ]);
  });
});
