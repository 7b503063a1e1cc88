// No import circle inside a frontend. ESLint's import-x/no-cycle sees value imports only; this
// check counts every kind (value, type-only, re-export, import()), since a circle of types is a
// tangle to read all the same. Circles between packages cannot arise: shared-ui imports no
// frontend and frontends do not import each other (module-boundaries.test.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(__dirname, '..', '..');
const FRONTENDS: string[] = require('../lib/frontend-list.cjs').frontendFolders();
const CHECKED = ['shared-ui', ...FRONTENDS];
const sharedUiExports: Record<string, string> = JSON.parse(readFileSync(join(root, 'shared-ui', 'package.json'), 'utf8')).exports;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function existing(base: string): string | undefined {
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((file) => existsSync(file) && statSync(file).isFile());
}

/** The file an import names, when it is a file of the repository's frontends (relative, or shared-ui's own entries). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return existing(resolve(dirname(from), specifier));
  if (specifier !== 'shared-ui' && !specifier.startsWith('shared-ui/')) return undefined;
  const target = sharedUiExports[`.${specifier.slice('shared-ui'.length)}`];
  return target ? existing(join(root, 'shared-ui', target)) : undefined;
}

/** The graph's strongly connected components of more than one file (or a file importing itself). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) found.push(component.map((f) => relative(root, f)).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** Who imports whom among `files` (imports of files outside them cannot close a circle here). */
function importGraph(files: string[]): Map<string, string[]> {
  const inside = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName));
      return [file, targets.filter((target): target is string => target !== undefined && inside.has(target))];
    }),
  );
}

test.each(CHECKED)('%s has no import circle, type-only imports included', (frontend) => {
  expect(circles(importGraph(sourceFiles(join(root, frontend, 'src'))))).toEqual([]);
});

test('a circle closed by a type-only import is found', () => {
  const files = ['a.ts', 'b.ts', 'c.ts'].map((name) => join(root, 'shared-ui', 'src', name));
  const graph = new Map([
    [files[0], [files[1]]],
    [files[1], [files[2]]],
    [files[2], [files[0]]],
  ]);
  expect(circles(graph)).toEqual([['shared-ui/src/a.ts', 'shared-ui/src/b.ts', 'shared-ui/src/c.ts']]);
  const { importedFiles } = ts.preProcessFile(
    "import type { A } from './a';\nexport type { B } from './b';\nconst c = () => import('./c');\n",
    true,
    true,
  );
  expect(importedFiles.map(({ fileName }) => fileName)).toEqual(['./a', './b', './c']);
});
