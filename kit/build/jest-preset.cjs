// The jest setup every frontend package shares: jsdom, SWC for TypeScript/JSX, and
// ESM-only packages (ky) transformed so jest's CommonJS runtime can load them, and shared-ui's
// TypeScript sources, installed or through the workspace.
const path = require('node:path');

function createJestConfig(dir, displayName = path.basename(dir)) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    // MSW's Node build: jsdom would otherwise resolve its packages to their browser builds.
    testEnvironmentOptions: { customExportConditions: [''] },
    roots: ['<rootDir>/src'],
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    setupFiles: [path.join(__dirname, 'jest-polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    transform: {
      '^.+\\.(m?js|tsx?|jsx)$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [
      '/node_modules/(?!(@video-admin/shared-ui|ky|rettime|until-async|openapi-msw|msw|@mswjs|@open-draft|headers-polyfill|strict-event-emitter|outvariant|is-node-process)/)',
    ],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  };
}

module.exports = { createJestConfig };
