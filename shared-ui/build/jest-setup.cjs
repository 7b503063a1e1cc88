require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// CI machines are small and busy (two cores shared with builds and browsers): a screen that
// shows in 50 ms on a laptop can take seconds there. Waiting longer costs nothing when it passes.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(30_000);

afterEach(() => {
  window.localStorage.clear();
});
