import { TEST_MODULES } from '@video-admin/shared-ui/testing';
import { isReleaseLoadFailure, liveEntryToMoveTo, shouldTryLiveRelease } from '../live-release-decision';
import { isRetired } from '../move-to-live-release';
import { RemoteLoadError } from '../load-remote-component';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const chunkError = () =>
  Object.assign(new Error('Loading chunk 4983 failed.\n(error: http://x/remotes/items/A/4983.js)'), { name: 'ChunkLoadError' });
// What the runtime throws when the manifest URL answers our server's JSON 404.
const manifestGone = () =>
  new RemoteLoadError('items', 'App', new Error('The manifest is not a valid Module Federation manifest. #RUNTIME-013'));

describe('isReleaseLoadFailure', () => {
  test('is any failure to load the remote, and a chunk or script of it missing while it renders', () => {
    expect(isReleaseLoadFailure(manifestGone())).toBe(true);
    expect(isReleaseLoadFailure(new RemoteLoadError('items', 'App', new Error('Loading script failed. #RUNTIME-008')))).toBe(true);
    // Refused by this shell: the live release may be built against what it provides.
    expect(isReleaseLoadFailure(new RemoteLoadError('items', 'App', new Error('built against incompatible shared libraries')))).toBe(true);
    expect(isReleaseLoadFailure(chunkError())).toBe(true);
    expect(isReleaseLoadFailure(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
  });

  test('is not code that throws while rendering', () => {
    expect(isReleaseLoadFailure(new Error('render failed'))).toBe(false);
    expect(isReleaseLoadFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isReleaseLoadFailure(null)).toBe(false);
  });
});

describe('shouldTryLiveRelease', () => {
  test('tries the live release for a load failure, once per failure', () => {
    expect(shouldTryLiveRelease(chunkError(), { movedToLive: false })).toBe(true);
    expect(shouldTryLiveRelease(manifestGone(), { movedToLive: false })).toBe(true);
    // The screen already is the live release the outlet moved to for this failure.
    expect(shouldTryLiveRelease(chunkError(), { movedToLive: true })).toBe(false);
    expect(shouldTryLiveRelease(manifestGone(), { movedToLive: true })).toBe(false);
  });

  test('never for code that throws while rendering', () => {
    expect(shouldTryLiveRelease(new Error('render failed'), { movedToLive: false })).toBe(false);
  });
});

describe('liveEntryToMoveTo', () => {
  const A = '/remotes/items/A/mf-manifest.json';
  const B = '/remotes/items/B/mf-manifest.json';

  test('is the live manifest when it is another than the one the tab loads', () => {
    expect(liveEntryToMoveTo(A, B)).toBe(B);
    expect(liveEntryToMoveTo(undefined, B)).toBe(B);
  });

  test('is nothing when the live manifest is the one that failed, or the server names none', () => {
    expect(liveEntryToMoveTo(A, A)).toBeNull();
    expect(liveEntryToMoveTo(A, undefined)).toBeNull();
    expect(liveEntryToMoveTo(A, '')).toBeNull();
  });
});

describe('isRetired', () => {
  test('is a module the live config’s modules no longer list', () => {
    const { templates: _templates, ...others } = TEST_MODULES;
    expect(isRetired('templates', { modules: others })).toBe(true);
    expect(isRetired('templates', { modules: {} })).toBe(true);
    expect(isRetired('items', { modules: others })).toBe(false);
  });

  test('is never decided without a list of the live modules, or without an answer', () => {
    expect(isRetired('templates', {})).toBe(false);
    expect(isRetired('templates', null)).toBe(false);
  });
});
