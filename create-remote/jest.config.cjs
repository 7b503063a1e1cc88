// The scaffold's own tests: they run the command in Node and read what it wrote (no browser).
module.exports = {
  displayName: 'create-remote',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
