import { overrideRequestOf } from '../override-request';

const query = (text: string) => new URLSearchParams(text);

test('a module and an http(s) manifest address, with the origin people read', () => {
  expect(overrideRequestOf(query('module=remote-items&url=http%3A%2F%2Flocalhost%3A3002%2Fmf-manifest.json'))).toEqual({
    module: 'remote-items',
    url: 'http://localhost:3002/mf-manifest.json',
    origin: 'http://localhost:3002',
  });
});

test.each([
  ['no module', 'url=http%3A%2F%2Flocalhost%3A3002%2Fmf-manifest.json'],
  ['a module name that is not one', 'module=Remote%20Items&url=http%3A%2F%2Flocalhost%3A3002%2Fmf-manifest.json'],
  ['no address', 'module=remote-items'],
  ['an address that is not a URL', 'module=remote-items&url=localhost%3A3002'],
  ['a script address', 'module=remote-items&url=javascript%3Aalert(1)'],
])('%s names nothing', (_case, text) => {
  expect(overrideRequestOf(query(text))).toBeNull();
});
