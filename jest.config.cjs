// `npm run test:unit` runs every frontend package's component tests, and the repository's own
// architecture checks, in one jest run.
const FRONTENDS = ['shared-ui', 'shell', 'remote-account', 'remote-items', 'remote-templates', 'remote-video-tasks'];

module.exports = {
  projects: [
    ...FRONTENDS.map((dir) => `<rootDir>/${dir}/jest.config.cjs`),
    {
      displayName: 'repo',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts'],
      testMatch: ['**/__tests__/**/*.test.ts'],
      transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
    },
  ],
};
