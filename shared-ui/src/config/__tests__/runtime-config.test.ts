import { getRuntimeConfig, loadRuntimeConfig } from '../runtime-config';

const config = { apiUrl: 'https://api.test', remotes: { account: 'https://cdn.test/account/mf-manifest.json' } };
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
