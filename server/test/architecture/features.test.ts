import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { FEATURES } from '../../src/features.js';
import { inDependencyOrder, pluginName } from '../../src/lib/plugin-order.js';

const modulesDir = resolve(import.meta.dirname, '..', '..', 'src', 'modules');

/** Folders of shared code below the features: they have no entry plugin of their own. */
const HELPER_FOLDERS = ['back-office', 'counts', 'video-media', 'viewing'];
/** Entry plugins named otherwise than their folder, by folder (others depend on the name). */
const NAMED_OTHERWISE: Record<string, string> = { changes: 'change-feed' };

describe('the features list (src/features.ts)', () => {
  const folders = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

  it('has an entry plugin for every feature folder, named after it, and lists each once', async () => {
    const withoutPlugin = folders.filter((folder) => !existsSync(join(modulesDir, folder, `${folder}.plugin.ts`)));
    assert.deepEqual(
      withoutPlugin,
      HELPER_FOLDERS,
      'a feature folder needs <folder>.plugin.ts (or, for shared code, a place in HELPER_FOLDERS)',
    );
    for (const folder of folders.filter((each) => !HELPER_FOLDERS.includes(each))) {
      const exports = (await import(join(modulesDir, folder, `${folder}.plugin.ts`))) as Record<string, unknown>;
      const plugins = Object.values(exports).filter(
        (value): value is object => typeof value === 'function' && pluginName(value) !== undefined,
      );
      assert.equal(plugins.length, 1, `${folder}.plugin.ts exports one plugin`);
      assert.equal(pluginName(plugins[0]!), NAMED_OTHERWISE[folder] ?? folder, `${folder}'s plugin is named after its folder`);
      assert.ok(FEATURES.includes(plugins[0] as (typeof FEATURES)[number]), `${folder}'s plugin is in FEATURES`);
    }
    assert.equal(FEATURES.length, folders.length - HELPER_FOLDERS.length);
  });

  it('can be ordered by the dependencies the plugins declare', () => {
    assert.equal(inDependencyOrder(FEATURES).length, FEATURES.length);
  });
});
