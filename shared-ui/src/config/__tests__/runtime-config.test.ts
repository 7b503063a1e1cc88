import { fetchLiveRuntimeConfig, getRuntimeConfig, loadRuntimeConfig } from '../runtime-config';

const config = { apiUrl: 'https://api.test', remotes: { account: 'https://cdn.test/account/mf-manifest.json' } };
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => jest.restoreAllMocks());

test('takes the answer of a request already under way, without fetching again', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  await expect(loadRuntimeConfig(Promise.resolve(answer(config)))).resolves.toEqual(config);
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(getRuntimeConfig()).toEqual(config);
});

test('fetches /config.json as a plain request, which the page preload answers', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer(config));
  await loadRuntimeConfig();
  expect(fetchSpy).toHaveBeenCalledWith('/config.json');
});

test('says what is wrong with a missing or malformed config', async () => {
  await expect(loadRuntimeConfig(Promise.resolve(answer({}, 404)))).rejects.toThrow('Could not load /config.json: 404');
  await expect(loadRuntimeConfig(Promise.resolve(answer({ apiUrl: 1 })))).rejects.toThrow('must hold');
  await expect(loadRuntimeConfig(Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow('Failed to fetch');
});

test('keeps the live releases it names and leaves out a malformed one instead of failing', async () => {
  const releases = { shell: { id: '0.1.0-aaaa', builtAt: '2026-11-25T03:40:00.000Z' }, items: { id: 7 }, account: null };
  await expect(loadRuntimeConfig(Promise.resolve(answer({ ...config, releases })))).resolves.toEqual({
    ...config,
    releases: { shell: releases.shell },
  });
  await expect(loadRuntimeConfig(Promise.resolve(answer({ ...config, releases: 'nonsense' })))).resolves.toEqual(config);
});

test('fetchLiveRuntimeConfig asks the server past every cache and leaves the config the tab started with', async () => {
  await loadRuntimeConfig(Promise.resolve(answer(config)));
  const live = { ...config, remotes: { account: 'https://cdn.test/account/2/mf-manifest.json' } };
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer(live));
  await expect(fetchLiveRuntimeConfig()).resolves.toEqual(live);
  expect(fetchSpy).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  expect(getRuntimeConfig()).toEqual(config);
});

test('keeps the live modules it names and leaves out a malformed one instead of failing', async () => {
  const items = {
    name: 'remote-items',
    displayName: { en: 'Items', 'zh-CN': '项目' },
    defaultLanguage: 'en',
    routes: [{ path: '/items', module: 'App', session: 'signed-in' }],
    menu: [],
  };
  const modules = { items, account: { name: 'remote-account' }, templates: null };
  await expect(loadRuntimeConfig(Promise.resolve(answer({ ...config, modules })))).resolves.toEqual({ ...config, modules: { items } });
  await expect(loadRuntimeConfig(Promise.resolve(answer({ ...config, modules: 'nonsense' })))).resolves.toEqual(config);
  const live = jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer({ ...config, modules: {} }));
  await expect(fetchLiveRuntimeConfig()).resolves.toEqual({ ...config, modules: {} });
  expect(live).toHaveBeenCalled();
});

test('says sign-up is closed only when the server says openRegistration: false', async () => {
  await expect(loadRuntimeConfig(Promise.resolve(answer({ ...config, openRegistration: false })))).resolves.toEqual({
    ...config,
    openRegistration: false,
  });
  expect(getRuntimeConfig().openRegistration).toBe(false);
  for (const other of [true, 'false', 0, null]) {
    await expect(loadRuntimeConfig(Promise.resolve(answer({ ...config, openRegistration: other })))).resolves.toEqual(config);
  }
});

test('keeps a preview in force and the reports sample rate', async () => {
  const preview = {
    module: 'remote-items',
    configKey: 'items',
    releaseId: '0.1.0-bbbb',
    version: '0.1.0-bbbb',
    expiresAt: '2026-11-27T05:00:00.000Z',
  };
  const releases = { items: { id: '0.1.0-bbbb', builtAt: '2026-11-25T03:40:00.000Z', via: 'preview' } };
  await expect(loadRuntimeConfig(Promise.resolve(answer({ ...config, releases, preview, reports: { sample: 0.5 } })))).resolves.toEqual({
    ...config,
    releases,
    preview,
    reports: { sample: 0.5 },
  });
});
