// The architecture's one rule, checked: remotes share only shared-ui, never import each other or
// the shell, and the shell knows remotes only by name (runtime config), never by import.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const REMOTES = ['remote-account', 'remote-items', 'remote-templates', 'remote-video-tasks'];
const PACKAGES = ['shell', 'shared-ui', ...REMOTES];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|cjs|mjs|js)$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|require\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers;
}

function violations(pkg: string, forbidden: (specifier: string) => boolean): string[] {
  const pkgDir = join(root, pkg);
  return sourceFiles(join(pkgDir, 'src')).flatMap((file) =>
    importsOf(file)
      .filter((specifier) => {
        if (specifier.startsWith('.')) return relative(pkgDir, resolve(dirname(file), specifier)).startsWith('..');
        return forbidden(specifier);
      })
      .map((specifier) => `${relative(root, file)} imports ${specifier}`),
  );
}

const isOtherFrontend = (self: string) => (specifier: string) =>
  PACKAGES.filter((pkg) => pkg !== self && pkg !== 'shared-ui').some((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`));

test.each(REMOTES)('%s imports only shared-ui and libraries, nothing outside its folder', (remote) => {
  expect(violations(remote, isOtherFrontend(remote))).toEqual([]);
});

test('the shell imports no remote', () => {
  expect(violations('shell', isOtherFrontend('shell'))).toEqual([]);
});

test('shared-ui imports neither the shell nor a remote', () => {
  expect(violations('shared-ui', isOtherFrontend('shared-ui'))).toEqual([]);
});

test.each(PACKAGES)('%s declares no dependency on the shell or a remote', (pkg) => {
  const manifest = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies });
  expect(declared.filter((name) => PACKAGES.includes(name) && name !== 'shared-ui')).toEqual([]);
});

test('the checker catches a forbidden import', () => {
  expect(isOtherFrontend('remote-items')('remote-account/src/i18n')).toBe(true);
  expect(isOtherFrontend('remote-items')('shared-ui')).toBe(false);
  expect(isOtherFrontend('shell')('remote-items')).toBe(true);
});
