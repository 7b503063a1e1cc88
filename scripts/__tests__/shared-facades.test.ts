// Singletons shared through a facade in shared-ui/src/vendor re-export only what is used (see
// shared-ui/build/shared-modules.cjs). webpack cannot see through a shared module, so a name
// imported from the package but missing from its facade would build fine and be undefined at run
// time. This test is that check: every name the frontends import must be exported by the facade.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const FRONTENDS = ['shell', 'shared-ui', 'remote-account', 'remote-items', 'remote-templates', 'remote-video-tasks'];

function files(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'node_modules' ? [] : files(path, pattern);
    return pattern.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Value names in `import { a, type B, c as d } from 'module'` and `export { a } from 'module'` (types left out). */
function namesFrom(text: string, module: string, keyword: 'import' | 'export'): string[] {
  const pattern = new RegExp(`${keyword}\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escape(module)}['"]`, 'g');
  return [...text.matchAll(pattern)].flatMap((match) =>
    match[1]
      ? []
      : match[2]!
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part && !part.startsWith('type '))
          .map((part) => part.split(/\s+as\s+/)[0]!.trim()),
  );
}

function facadeExports(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  return new Set([...text.matchAll(/export\s+\{([^}]*)\}\s*from/g)].flatMap((m) => m[1]!.split(',').map((part) => part.trim()).filter(Boolean)));
}

const sources = FRONTENDS.flatMap((pkg) => files(join(root, pkg, 'src'), /\.(ts|tsx)$/)).filter((file) => !file.includes(`${join('src', 'vendor')}`));

function importedFrom(module: string, paths: string[]): Map<string, string> {
  const users = new Map<string, string>();
  for (const path of paths) for (const name of namesFrom(readFileSync(path, 'utf8'), module, 'import')) users.set(name, path);
  return users;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FACADES } = require('../../shared-ui/build/shared-modules.cjs') as { FACADES: Record<string, string> };

test('the shared facades are the ones this test knows', () => {
  expect(Object.keys(FACADES).sort()).toEqual(['@fluentui/react-theme', '@tanstack/react-query', 'react-i18next', 'react-router-dom']);
});

test.each(Object.entries(FACADES))('every name the frontends import from %s is exported by its facade', (pkg, facade) => {
  const exported = facadeExports(facade);
  expect(exported.size).toBeGreaterThan(0);
  const missing = [...importedFrom(pkg, sources)].filter(([name]) => !exported.has(name));
  expect(missing).toEqual([]);
});

// The frontends reach Fluent's theme through @fluentui/react-components, which re-exports it, and
// Fluent's own components import it directly: both land on the facade at run time.
describe('the @fluentui/react-theme facade', () => {
  const exported = facadeExports(FACADES['@fluentui/react-theme']!);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const themeNames = new Set(Object.keys(require('@fluentui/react-theme') as object));

  test('exports every theme name the frontends import from @fluentui/react-components', () => {
    const used = [...importedFrom('@fluentui/react-components', sources)].filter(([name]) => themeNames.has(name));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter(([name]) => !exported.has(name))).toEqual([]);
  });

  test("exports every name Fluent's components import from it", () => {
    const fluent = join(root, 'node_modules', '@fluentui');
    const libraries = readdirSync(fluent)
      .map((pkg) => join(fluent, pkg, 'lib'))
      .flatMap((lib) => files(lib, /\.js$/))
      // their own end-to-end fixtures and stories are not shipped code
      .filter((file) => !/[\\/](e2e|stories|testing)[\\/]/.test(file));
    const used = new Set(libraries.flatMap((file) => namesFrom(readFileSync(file, 'utf8'), '@fluentui/react-theme', 'import')));
    expect(used.has('tokens')).toBe(true);
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
  });
});
