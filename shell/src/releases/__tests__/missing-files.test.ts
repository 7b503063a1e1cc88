import { isMissingFilesError } from '../missing-files';
import { RemoteLoadError } from '../../remotes/load-remote-component';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const chunkError = () =>
  Object.assign(new Error('Loading chunk 4983 failed.\n(error: http://x/remotes/items/1/4983.js)'), { name: 'ChunkLoadError' });

test('tells missing files from failing code', () => {
  expect(isMissingFilesError(chunkError())).toBe(true);
  expect(isMissingFilesError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
  // The federation runtime's manifest and script loaders, wrapped by the shell's load error.
  expect(
    isMissingFilesError(
      new RemoteLoadError('items', 'App', new Error('[ Federation Runtime ]: Failed to get manifestJson for items. #RUNTIME-003')),
    ),
  ).toBe(true);
  expect(isMissingFilesError(new RemoteLoadError('items', 'App', new Error('Loading script failed. #RUNTIME-008')))).toBe(true);
  expect(isMissingFilesError(new TypeError('Failed to fetch'))).toBe(true);

  expect(isMissingFilesError(new Error('render failed'))).toBe(false);
  expect(
    isMissingFilesError(new RemoteLoadError('items', 'App', new Error('built against incompatible shared libraries (react: needs ^20)'))),
  ).toBe(false);
  expect(isMissingFilesError('Loading chunk 1 failed')).toBe(false);
});
