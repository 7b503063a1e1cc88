import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// A team's own repository for one remote module, outside this one: written by the published
// scaffold, installed from the organisation's registry and built, tested and released with the
// published kit, as the team's machine or CI would.

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout and stderr, for assertion messages and for what a person reads on the terminal. */
  output: string;
}

/**
 * The environment of a team's terminal: this runner's npm variables left out (npm run and npx set
 * npm_config_* and npm_package_* for the scripts they run; a team's commands must not see this
 * repository's), and Node's options, which the test runner uses for itself.
 */
export function teamEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const own = Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'INIT_CWD' && name !== 'NODE_OPTIONS');
  return { ...Object.fromEntries(own), ...extra };
}

/** Runs a command to its end without throwing: its exit code and output. Never blocks this process (the registry runs in it). */
export function runCommand(
  command: string,
  args: string[],
  { cwd, env = teamEnvironment() }: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr, output: `${stdout}${stderr}` });
    });
  });
}

/** The `@video-admin/*` packages package-lock.json installs, each with where it comes from. */
export function lockedScopePackages(repository: string): { name: string; resolved: string | undefined }[] {
  const lock = JSON.parse(readFileSync(join(repository, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { resolved?: string }>;
  };
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    const name = /(?:^|\/)node_modules\/(@video-admin\/[^/]+)$/.exec(path)?.[1];
    return name ? [{ name, resolved: entry.resolved }] : [];
  });
}

// This repository's own workspaces, unscoped: a name a public registry could hand anyone.
const INTERNAL_UNSCOPED = /^(shared-ui|kit|create-remote|shell|remote-.+)$/;

interface LsNode {
  dependencies?: Record<string, LsNode>;
}

/** Every package in an `npm ls --all --json` tree named like one of this repository's packages without the scope. */
export function unscopedInternalPackages(tree: LsNode): string[] {
  const found = new Set<string>();
  const visit = (node: LsNode) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (INTERNAL_UNSCOPED.test(name)) found.add(name);
      visit(child);
    }
  };
  visit(tree);
  return [...found];
}

/** Appends a line to a file; answers a function that puts the file back as it was. */
export function appendLine(file: string, line: string): () => void {
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, `${text}${text.endsWith('\n') ? '' : '\n'}${line}\n`);
  return () => writeFileSync(file, text);
}

/** Sets the range of one dependency in the repository's package.json. */
export function setDependencyRange(repository: string, name: string, range: string): void {
  const file = join(repository, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { dependencies: Record<string, string> };
  if (!pkg.dependencies[name]) throw new Error(`${file} does not depend on ${name}`);
  pkg.dependencies[name] = range;
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
}
