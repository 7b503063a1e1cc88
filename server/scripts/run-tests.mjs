#!/usr/bin/env node
// Runs the server's test suite with node:test through tsx: once on SQLite, and a second time on
// PostgreSQL when TEST_DATABASE_URL is set (in a database of its own made beside that one). Ends
// with one line "server: N passed, N failed" summed over both runs.
//
//   npm test -w server                          # SQLite
//   TEST_DATABASE_URL=postgres://... npm test -w server   # SQLite, then PostgreSQL
//   npm test -w server -- test/modules/items    # only files under the given paths
import { findTestFiles, printFailures, runNodeTests, withOwnDatabase } from './node-tests.mjs';

const roots = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['test'];
const files = findTestFiles(roots);
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}

const baseEnv = { ...process.env, NODE_ENV: 'test' };
delete baseEnv.TEST_DATABASE_URL;
const results = [await runNodeTests({ name: 'server tests on SQLite', files, env: baseEnv })];

const databaseUrl = process.env.TEST_DATABASE_URL;
if (databaseUrl) {
  try {
    results.push(
      await withOwnDatabase(databaseUrl, (url) =>
        runNodeTests({ name: 'server tests on PostgreSQL', files, env: { ...process.env, NODE_ENV: 'test', TEST_DATABASE_URL: url } }),
      ),
    );
  } catch (error) {
    console.error(`PostgreSQL at TEST_DATABASE_URL is not usable: ${error.message}`);
    results.push({ passed: 0, failed: 1, failures: [`PostgreSQL at TEST_DATABASE_URL is not usable: ${error.message}`] });
  }
}

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
printFailures(results.flatMap((result) => result.failures));
console.log(`server: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
