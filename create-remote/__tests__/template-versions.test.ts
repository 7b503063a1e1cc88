// The versions a team repository pins are the ones this product's shared-ui and kit have, so a
// module built from the scaffold shares the singletons the live shell offers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const readJson = (...parts: string[]) => JSON.parse(readFileSync(join(ROOT, ...parts), 'utf8'));
const versions = readJson('create-remote', 'template-versions.json');
const sharedUi = readJson('shared-ui', 'package.json');

const RUNTIME_LIBRARIES = [
  'react',
  'react-dom',
  '@fluentui/react-components',
  '@fluentui/react-icons',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'react-router-dom',
];

test('shared-ui and the kit at their own versions', () => {
  expect(versions.sharedUi).toBe(sharedUi.version);
  expect(versions.kit).toBe(readJson('kit', 'package.json').version);
  expect(readJson('kit', 'package.json').peerDependencies['@video-admin/shared-ui']).toBe(sharedUi.version);
});

test('the runtime libraries at the versions shared-ui pins', () => {
  expect(versions.runtime).toEqual(Object.fromEntries(RUNTIME_LIBRARIES.map((name) => [name, sharedUi.dependencies[name]])));
});

test('node as the product itself', () => {
  expect(versions.node).toBe(readJson('package.json').engines.node);
});
