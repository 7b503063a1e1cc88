// Writes a team's repository for one remote module from template/: every file, its path and text
// with the module's names put in place of the placeholders, and its package.json.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleNames } from './module-names.mjs';
import { packageJson } from './package-json.mjs';
import { registryUrl, scopeRegistryLines } from './registry.mjs';

const TEMPLATE = fileURLToPath(new URL('../template/', import.meta.url));
export const DEFAULT_PORT = 3010;
// A template example for the workflow when no registry was given.
const EXAMPLE_REGISTRY = 'https://npm.example.com/';

// npm leaves .gitignore and .npmrc out of a published package, so the template names them otherwise.
const RENAMED = { _gitignore: '.gitignore', _npmrc: '.npmrc', _github: '.github' };

export class ScaffoldRefused extends Error {}

function devPort(given) {
  if (given === undefined) return DEFAULT_PORT;
  const port = Number(given);
  if (!/^\d+$/.test(String(given)) || port < 1024 || port > 65535)
    throw new ScaffoldRefused(`--port ${JSON.stringify(given)} must be a whole number from 1024 to 65535`);
  return port;
}

function templateFiles(dir = TEMPLATE) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? templateFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const replaceAll = (text, values) => Object.entries(values).reduce((result, [token, value]) => result.split(token).join(value), text);

/**
 * The module's Chinese name (its menu entry, title and display name), the English one until the
 * team gives one with --zh. It is written into JSON and JavaScript strings, so quotes, backslashes
 * and line breaks are refused rather than escaped.
 */
function chineseTitle(given, english) {
  if (given === undefined) return english;
  const title = given.trim();
  if (!title || title.length > 64 || /["'`\\\r\n<>]/.test(title))
    throw new ScaffoldRefused(
      `--zh ${JSON.stringify(given)}: give the module's Chinese name, at most 64 characters, without quotes, backslashes or < >`,
    );
  return title;
}

/**
 * @param {{ name: string, zh?: string, dir?: string, port?: string | number, registry?: string, cwd?: string }} options
 * @returns {{ target: string, names: ReturnType<typeof moduleNames>, port: number, registry: string | undefined, files: string[] }}
 */
export function scaffold({ name, zh, dir, port: givenPort, registry: givenRegistry, cwd = process.cwd() }) {
  const names = moduleNames(name);
  const titleZh = chineseTitle(zh, names.title);
  const port = devPort(givenPort);
  const registry = givenRegistry === undefined ? undefined : registryUrl(givenRegistry);
  const target = resolve(cwd, dir ?? names.module);
  if (existsSync(target) && (!statSync(target).isDirectory() || readdirSync(target).length > 0))
    throw new ScaffoldRefused(`${target} already exists and is not an empty folder: choose another with --dir`);

  const values = {
    __SCOPE_REGISTRY__: scopeRegistryLines(registry),
    __REGISTRY_URL__: registry ?? EXAMPLE_REGISTRY,
    __FeaturePascal__: names.pascal,
    __FeatureTitle__: names.title,
    __FeatureTitleZh__: titleZh,
    __featureCamel__: names.camel,
    __feature__: names.feature,
    __module__: names.module,
    __PORT__: String(port),
  };
  const written = [];
  const write = (path, text) => {
    mkdirSync(dirname(join(target, path)), { recursive: true });
    writeFileSync(join(target, path), text);
    written.push(path);
  };
  for (const file of templateFiles()) {
    const path = relative(TEMPLATE, file)
      .split(/[\\/]/)
      .map((part) => RENAMED[part] ?? replaceAll(part, values))
      .join('/');
    write(path, replaceAll(readFileSync(file, 'utf8'), values));
  }
  write('package.json', packageJson(names));
  return { target, names, port, registry, files: written.sort() };
}
