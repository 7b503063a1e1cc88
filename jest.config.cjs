// `npm run test:unit` runs every frontend package's component tests (shared-ui's and those of every
// frontend of the workspace list), and the repository's own architecture checks, in one jest run.
const { frontendFolders } = require('./scripts/lib/frontend-list.cjs');
const FRONTENDS = ['shared-ui', ...frontendFolders()];
const { createJestConfig } = require('./kit/build/jest-preset.cjs');

module.exports = {
  // The component tests wait on rendering, timers and the mocked network as much as they compute:
  // two workers on two cores take half the time of jest's default there (cores - 1).
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  projects: [
    ...FRONTENDS.map((dir) => `<rootDir>/${dir}/jest.config.cjs`),
    '<rootDir>/create-remote/jest.config.cjs',
    {
      displayName: 'repo',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts', '<rootDir>/kit'],
      testMatch: ['**/__tests__/**/*.test.ts'],
      // .js: the kit's browser-side modules (ES modules) the tests import
      transform: {
        '^.+\\.[jt]s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
      },
    },
    // Checks across the frontends that render them together in jsdom: the shell's routes with every
    // remote's real exposed modules.
    { ...createJestConfig(`${__dirname}/tests`, 'repo-frontends'), roots: ['<rootDir>'] },
  ],
};
