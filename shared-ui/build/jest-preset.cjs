// The jest setup every frontend package shares: jsdom, SWC for TypeScript/JSX, and
// ESM-only packages (ky) transformed so jest's CommonJS runtime can load them.
const path = require('node:path');

function createJestConfig(dir, displayName = path.basename(dir)) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    roots: ['<rootDir>/src'],
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    setupFiles: [path.join(__dirname, 'jest-polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
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
    transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  };
}

module.exports = { createJestConfig };
