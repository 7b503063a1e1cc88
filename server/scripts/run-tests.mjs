#!/usr/bin/env node
// Runs the server's test suite with node:test through tsx: once on SQLite, and a second time on
// PostgreSQL when TEST_DATABASE_URL is set (in a database of its own made beside that one).
// Node 20's --test takes no globs, so the test files are found here. Ends with one line
// "server: N passed, N failed" summed over both runs.
//
//   npm test -w server                          # SQLite
//   TEST_DATABASE_URL=postgres://... npm test -w server   # SQLite, then PostgreSQL
//   npm test -w server -- test/modules/items    # only files under the given paths
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')

function findTestFiles(path) {
  const stats = statSync(path)
  if (stats.isFile()) return path.endsWith('.test.ts') ? [path] : []
  return readdirSync(path)
    .sort()
    .flatMap((name) => (name === 'node_modules' ? [] : findTestFiles(join(path, name))))
}

const roots = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['test']
const files = roots.flatMap((root) => findTestFiles(resolve(serverDir, root))).map((file) => relative(serverDir, file))
if (files.length === 0) {
  console.error('no test files found')
  process.exit(1)
}

/**
 * Runs `work` with the URL of a fresh database made beside TEST_DATABASE_URL's, dropped afterwards,
 * so two runs at once (two checkouts, a developer and CI) never see or drop each other's schemas.
 */
async function withOwnDatabase(url, work) {
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  const name = `server_tests_${process.pid}_${Date.now().toString(36)}`
  try {
    await admin.query(`create database "${name}"`)
    const own = new URL(url)
    own.pathname = `/${name}`
    return await work(own.toString())
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {})
    await admin.end()
  }
}

function runSuite(name, env) {
  const tapDir = mkdtempSync(join(tmpdir(), 'server-tests-'))
  const tapFile = join(tapDir, 'results.tap')
  const args = [
    '--import', 'tsx',
    '--test',
    '--test-concurrency=2',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tapFile}`,
    ...files,
  ]
  console.log(`\n=== server tests on ${name} (${files.length} files) ===`)
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, args, { cwd: serverDir, env, stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('close', (code) => {
      let tap = ''
      try {
        tap = readFileSync(tapFile, 'utf8')
      } catch {
        // No report at all means the runner itself failed; counted as a failure below.
      }
      rmSync(tapDir, { recursive: true, force: true })
      const count = (label) => {
        const matches = [...tap.matchAll(new RegExp(`^# ${label} (\\d+)$`, 'gm'))]
        return matches.length > 0 ? Number(matches.at(-1)[1]) : 0
      }
      const passed = count('pass')
      let failed = count('fail') + count('cancelled')
      if (code !== 0 && failed === 0) failed = 1
      console.log(`--- ${name}: ${passed} passed, ${failed} failed`)
      resolvePromise({ passed, failed })
    })
  })
}

const baseEnv = { ...process.env, NODE_ENV: 'test' }
delete baseEnv.TEST_DATABASE_URL
const results = [await runSuite('SQLite', baseEnv)]

const databaseUrl = process.env.TEST_DATABASE_URL
if (databaseUrl) {
  try {
    results.push(await withOwnDatabase(databaseUrl, (url) => runSuite('PostgreSQL', { ...process.env, NODE_ENV: 'test', TEST_DATABASE_URL: url })))
  } catch (error) {
    console.error(`PostgreSQL at TEST_DATABASE_URL is not usable: ${error.message}`)
    results.push({ passed: 0, failed: 1 })
  }
}

const passed = results.reduce((sum, result) => sum + result.passed, 0)
const failed = results.reduce((sum, result) => sum + result.failed, 0)
console.log(`server: ${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
