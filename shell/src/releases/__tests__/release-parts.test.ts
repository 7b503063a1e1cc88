import { setRuntimeConfig } from '@video-admin/shared-ui';
import { aRuntimeConfig, TEST_MODULES } from '@video-admin/shared-ui/testing';
import { releaseParts } from '../release-parts';

test('the parts with releases are the shell, then every live module by its config key', () => {
  setRuntimeConfig(aRuntimeConfig());
  expect(releaseParts()).toEqual(['shell', 'account', 'items', 'templates', 'videoTasks']);
  const { account: _account, ...others } = TEST_MODULES;
  setRuntimeConfig(aRuntimeConfig({ modules: { ...others, reports: { ...TEST_MODULES.items!, name: 'remote-reports' } } }));
  expect(releaseParts()).toEqual(['shell', 'items', 'templates', 'videoTasks', 'reports']);
});

test('a config without modules names the shell alone', () => {
  setRuntimeConfig({ apiUrl: '', remotes: {} });
  expect(releaseParts()).toEqual(['shell']);
});
