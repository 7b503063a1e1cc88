import { satisfy } from '@module-federation/enhanced/runtime';
import { describeSkews, provides, versionSkewPlugin, versionSkewsOf } from '../version-skew';

jest.mock('@module-federation/enhanced/runtime', () => {
  const actual = jest.requireActual('@module-federation/enhanced/runtime');
  return { ...actual, satisfy: jest.fn(actual.satisfy) };
});

type Hook = NonNullable<ReturnType<typeof versionSkewPlugin>['afterLoadManifest']>;

function manifestArrives(remote: string, shared: { name: string; singleton?: boolean; requiredVersion?: string }[]) {
  const hook = versionSkewPlugin().afterLoadManifest as Hook;
  const origin = { options: { shared: { react: [{ version: '19.3.1' }], 'react-router-dom': [{ version: '7.18.5' }] } } };
  return hook({ manifestJson: { shared }, moduleInfo: { name: remote }, origin } as unknown as Parameters<Hook>[0]);
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

test('a remote requiring another major of a singleton is recorded and reported on the console', async () => {
  await manifestArrives('items', [
    { name: 'react', singleton: true, requiredVersion: '^20.0.0' },
    { name: 'react-router-dom', singleton: true, requiredVersion: '^7.1.0' },
  ]);

  expect(versionSkewsOf('items')).toEqual([{ packageName: 'react', required: '^20.0.0', provided: '19.3.1' }]);
  expect(describeSkews(versionSkewsOf('items'))).toBe('react: needs ^20.0.0, the shell provides 19.3.1');
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Remote "items" is incompatible with this shell'));
});

test('compatible ranges, non-singletons and packages the shell does not provide are fine', async () => {
  await manifestArrives('templates', [
    { name: 'react', singleton: true, requiredVersion: '^19.0.0' },
    { name: 'react-router-dom', singleton: false, requiredVersion: '^8.0.0' },
    { name: 'left-pad', singleton: true, requiredVersion: '^2.0.0' },
  ]);
  expect(versionSkewsOf('templates')).toEqual([]);
});

test('a fixed deploy clears an earlier mismatch', async () => {
  await manifestArrives('account', [{ name: 'react', singleton: true, requiredVersion: '^18.0.0' }]);
  expect(versionSkewsOf('account')).toHaveLength(1);
  await manifestArrives('account', [{ name: 'react', singleton: true, requiredVersion: '^19.0.0' }]);
  expect(versionSkewsOf('account')).toEqual([]);
});

describe('provides', () => {
  beforeEach(() => jest.mocked(satisfy).mockClear());

  test("the shell's exact version, however the remote spells it, is compatible without the semver check", () => {
    for (const required of ['19.2.0', '^19.2.0', '~19.2.0']) expect(provides('19.2.0', required)).toBe(true);
    expect(satisfy).not.toHaveBeenCalled();
  });

  test('any other requirement is left to the semver check', () => {
    expect(provides('19.2.0', '^19.0.0')).toBe(true);
    expect(provides('19.2.0', '^20.0.0')).toBe(false);
    expect(provides('19.2.0', '~19.1.0')).toBe(false);
    expect(provides('19.2.1', '^19.2.0-rc.1')).toBe(true);
    expect(provides('1.0.0', '>=1.0.0 <2')).toBe(true);
    expect(satisfy).toHaveBeenCalledTimes(5);
  });
});
