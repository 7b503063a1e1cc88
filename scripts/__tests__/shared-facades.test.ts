// Singletons shared through a facade in shared-ui/src/vendor re-export only what is used (see
// kit/build/shared-modules.cjs). webpack cannot see through a shared module, so a name
// imported from the package but missing from its facade would build fine and be undefined at run
// time. This test is that check: every name the frontends import must be exported by the facade.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const FRONTENDS: string[] = ['shared-ui', ...require('../lib/frontend-list.cjs').frontendFolders()];

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
  return new Set(
    [...text.matchAll(/export\s+\{([^}]*)\}\s*from/g)].flatMap((m) =>
      m[1]!
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  );
}

const sources = FRONTENDS.flatMap((pkg) => files(join(root, pkg, 'src'), /\.(ts|tsx)$/)).filter(
  (file) => !file.includes(`${join('src', 'vendor')}`),
);

function importedFrom(module: string, paths: string[]): Map<string, string> {
  const users = new Map<string, string>();
  for (const path of paths) for (const name of namesFrom(readFileSync(path, 'utf8'), module, 'import')) users.set(name, path);
  return users;
}

const { FACADES } = require('../../kit/build/shared-modules.cjs') as { FACADES: Record<string, string> };

test('the shared facades are the ones this test knows', () => {
  expect(Object.keys(FACADES).sort()).toEqual([
    '@fluentui/react-theme',
    '@griffel/core',
    '@griffel/react',
    '@tanstack/react-query',
    'react-i18next',
    'react-router-dom',
  ]);
});

test.each(Object.entries(FACADES))('every name the frontends import from %s is exported by its facade', (pkg, facade) => {
  const exported = facadeExports(facade);
  expect(exported.size).toBeGreaterThan(0);
  const missing = [...importedFrom(pkg, sources)].filter(([name]) => !exported.has(name));
  expect(missing).toEqual([]);
});

/** Every name Fluent's shipped components import from `module`. */
function fluentImportsFrom(module: string): Set<string> {
  const fluent = join(root, 'node_modules', '@fluentui');
  const libraries = readdirSync(fluent)
    .map((pkg) => join(fluent, pkg, 'lib'))
    .flatMap((lib) => files(lib, /\.js$/))
    // their own end-to-end fixtures and stories are not shipped code, and *.raw.js files are the
    // style sources before Fluent compiled them (nothing imports them)
    .filter((file) => !/[\\/](e2e|stories|testing)[\\/]/.test(file) && !file.endsWith('.raw.js'));
  return new Set(libraries.flatMap((file) => namesFrom(readFileSync(file, 'utf8'), module, 'import')));
}

// The frontends reach Fluent's theme through @fluentui/react-components, which re-exports it, and
// Fluent's own components import it directly: both land on the facade at run time.
describe('the @fluentui/react-theme facade', () => {
  const exported = facadeExports(FACADES['@fluentui/react-theme']!);
  const themeNames = new Set(Object.keys(require('@fluentui/react-theme') as object));

  test('exports every theme name the frontends import from @fluentui/react-components', () => {
    const used = [...importedFrom('@fluentui/react-components', sources)].filter(([name]) => themeNames.has(name));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter(([name]) => !exported.has(name))).toEqual([]);
  });

  test("exports every name Fluent's components import from it", () => {
    const used = fluentImportsFrom('@fluentui/react-theme');
    expect(used.has('tokens')).toBe(true);
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
  });
});

// The Griffel facades leave out the style compiler: every makeStyles call must be compiled at build
// time (GRIFFEL_AHEAD_OF_TIME in kit/build/webpack-config.cjs), which happens only for the
// functions and the module the loader is told about.
describe('the Griffel facades', () => {
  test.each(['@griffel/react', '@griffel/core'])("%s's facade exports every name Fluent's components import from it", (pkg) => {
    const exported = facadeExports(FACADES[pkg]!);
    const used = fluentImportsFrom(pkg);
    expect(used.has('__styles')).toBe(true);
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
  });

  test("the @griffel/react facade has what @griffel/react's style hooks need of @griffel/core", () => {
    const exported = facadeExports(FACADES['@griffel/core']!);
    const griffelReact = join(root, 'node_modules', '@griffel', 'react', 'src');
    const hooks = ['__styles.js', '__resetStyles.js', '__css.js', '__resetCSS.js', '__staticStyles.js', '__staticCSS.js'];
    const used = hooks.flatMap((file) => namesFrom(readFileSync(join(griffelReact, file), 'utf8'), '@griffel/core', 'import'));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !exported.has(name))).toEqual([]);
  });

  test('the frontends take style functions only from the module the build compiles them from', () => {
    const elsewhere = ['@griffel/react', '@griffel/core'].flatMap((pkg) => [...importedFrom(pkg, sources)]);
    expect(elsewhere).toEqual([]);
    const fromFluent = [...importedFrom('@fluentui/react-components', sources)].map(([name]) => name);
    expect(fromFluent).toContain('makeStyles');
    // makeStaticStyles is not compiled by the loader and would need the compiler at run time
    expect(fromFluent).not.toContain('makeStaticStyles');
  });
});
