// The architecture's one rule: remotes share only shared-ui, never import each other or the shell,
// and the shell knows remotes only by name (runtime config), never by import. ESLint enforces it on
// every import (import-x/no-restricted-paths in eslint.config.mjs); these tests prove the rule is
// wired as meant, and check what ESLint cannot see: the packages' declared dependencies.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');
const PACKAGES: string[] = ['shared-ui', ...require('../lib/frontend-list.cjs').frontendFolders()];

/** The boundary messages ESLint gives for one file of source, linted as if it lived at `file`. */
function boundaryErrors(file: string, source: string): string[] {
  const script = `
    import { ESLint } from 'eslint';
    const [result] = await new ESLint().lintText(${JSON.stringify(source)}, { filePath: ${JSON.stringify(join(root, file))} });
    console.log(JSON.stringify(result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message)));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[];
}

test('a remote importing another remote or the shell is a lint error', () => {
  const source = "import { a } from 'remote-account/src/i18n';\nimport { b } from '../../shell/src/i18n';\nexport const c = [a, b];\n";
  expect(boundaryErrors('remote-items/src/probe.ts', source)).toEqual([
    expect.stringContaining('A remote imports only shared-ui and libraries'),
    expect.stringContaining('A remote imports only shared-ui and libraries'),
  ]);
});

test('the shell importing a remote, or shared-ui importing the shell, is a lint error', () => {
  expect(boundaryErrors('shell/src/probe.ts', "import { a } from 'remote-items/src/i18n';\nexport const b = a;\n")).toEqual([
    expect.stringContaining('The shell knows remotes only through runtime config'),
  ]);
  expect(boundaryErrors('shared-ui/src/probe.ts', "import { a } from '../../shell/src/i18n';\nexport const b = a;\n")).toEqual([
    expect.stringContaining('shared-ui imports neither the shell nor a remote'),
  ]);
});

test('a remote importing shared-ui is allowed', () => {
  expect(boundaryErrors('remote-items/src/probe.ts', "import { http } from 'shared-ui';\nexport const a = http;\n")).toEqual([]);
});

test.each(PACKAGES)('%s declares no dependency on the shell or a remote', (pkg) => {
  const manifest = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies });
  expect(declared.filter((name) => PACKAGES.includes(name) && name !== 'shared-ui')).toEqual([]);
});
