import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import type { Ajv, ErrorObject } from 'ajv';
import { envSchema } from 'env-schema';
import { ConfigError, configErrorFrom } from './errors.js';
import { FORMATS } from './formats.js';
import { EnvSchema, type Settings } from './schema.js';

export type Env = Record<string, string | undefined>;

export const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
export const FALSE_WORDS = ['0', 'false', 'no', 'off'];

const BOOLEAN_SETTINGS = new Set(
  Object.entries(EnvSchema.properties)
    .filter(([, schema]) => schema.type === 'boolean')
    .map(([name]) => name),
);

/** env-schema's Ajv with the settings' formats, kept after the first read so later ones neither build it nor compile the schema again. */
let ajv: Ajv | undefined;

function withFormats(fresh: Ajv): Ajv {
  ajv = Object.entries(FORMATS).reduce((instance, [name, format]) => instance.addFormat(name, format.pattern), fresh);
  return ajv;
}

/** The settings read from the environment and what it set explicitly (trimmed, blank ones left out). */
export interface EnvRead {
  settings: Settings;
  given: Readonly<Record<string, string>>;
}

/** The variables of `<cwd>/.env`, or none without one. */
export function readDotEnv(cwd: string): Env {
  const file = join(cwd, '.env');
  if (!existsSync(file)) return {};
  const text = readFileSync(file, 'utf8');
  refuseCutValues(text);
  return parseEnv(text);
}

/**
 * parseEnv ends an unquoted value at its first `#`, so `SMTP_PASSWORD=ab#cd` would silently be
 * read as `ab`: such a value is refused with a hint to quote it (a `#` after a space is a comment).
 */
function refuseCutValues(text: string): void {
  text.split(/\r?\n/).forEach((line, index) => {
    const match = /^\s*(?:export\s+)?([\w.-]+)\s*=\s*([^\s'"`][^#]*?[^\s#]#.*)$/.exec(line);
    if (match) throw new ConfigError(`.env line ${index + 1}: put the value of ${match[1]} in quotes: an unquoted # starts a comment`);
  });
}

/**
 * Reads the settings from `env`, with `<cwd>/.env` filling in what it leaves unset (real
 * environment variables win, as with dotenv), and validates them against the schema.
 */
export function readEnv(env: Env, cwd: string): EnvRead {
  const given = explicitValues({ ...readDotEnv(cwd), ...env });
  try {
    const settings = envSchema<Settings>({ schema: EnvSchema, data: given, env: false, ajv: ajv ?? { customOptions: withFormats } });
    return { settings, given };
  } catch (error) {
    const [first] = (error as { errors?: ErrorObject[] }).errors ?? [];
    throw first ? configErrorFrom(first, given) : error;
  }
}

/**
 * Values trimmed, and blank ones left out so that their defaults apply. Ajv converts only true and
 * false to booleans, so the other words boolean settings take are turned into those first.
 */
function explicitValues(env: Env): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, raw] of Object.entries(env)) {
    const value = raw?.trim();
    if (value) values[name] = BOOLEAN_SETTINGS.has(name) ? asTrueOrFalse(value) : value;
  }
  return values;
}

/** 'true' or 'false' for a word meaning either, anything else as it is (for Ajv to reject). */
function asTrueOrFalse(value: string): string {
  const word = value.toLowerCase();
  if (TRUE_WORDS.includes(word)) return 'true';
  if (FALSE_WORDS.includes(word)) return 'false';
  return value;
}
