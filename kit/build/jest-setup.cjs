require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// CI machines are small and busy (two cores shared with builds and browsers), where a lazy dialog
// or the first render of a big screen can take seconds. Waiting longer costs nothing when it passes.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

// Every test file talks to the API through MSW; a call no handler answers is an error.
const { apiServer } = require(require('./shared-ui-source.cjs').sharedUiFile('src', 'testing', 'api-mocks'));

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
  window.localStorage.clear();
});
afterAll(() => apiServer.close());
