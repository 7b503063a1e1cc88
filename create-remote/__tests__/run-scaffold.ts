// Runs the scaffold's command as a team runs it (a Node process in a folder of their own) and
// reads what it wrote.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';

const BIN = resolve(__dirname, '..', 'bin', 'create-remote.mjs');

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A fresh empty folder to run the command in, removed after the test file. */
export function aWorkFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'create-remote-'));
  folders.push(folder);
  return folder;
}

export function createRemote(args: string[], cwd = aWorkFolder()) {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8' });
  return { cwd, status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export const readText = (...parts: string[]) => readFileSync(join(...parts), 'utf8');

/** The options a written webpack.config.cjs gives the kit's createWebpackConfig. */
export function webpackOptions(configFile: string): Record<string, unknown> {
  let options: Record<string, unknown> = {};
  const kit = { createWebpackConfig: (given: Record<string, unknown>) => (options = given) };
  const module = { exports: {} };
  const requireKit = (id: string) => {
    if (id !== '@video-admin/kit/webpack') throw new Error(`the webpack config requires ${id}, which a team's repository may not have`);
    return kit;
  };
  runInNewContext(readText(configFile), { require: requireKit, module, exports: module.exports, __dirname: '/team/repo' });
  return options;
}
