import type { ErrorObject } from 'ajv';
import type { TInteger, TNumberOptions } from 'typebox';
import { FORMATS, type FormatName } from './formats.js';
import { EnvSchema, type SettingName } from './schema.js';

/** A setting the server cannot start with; the message names the setting and what it accepts. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const SETTING_ORDER = Object.keys(EnvSchema.properties) as SettingName[];

/**
 * Words the first thing schema validation rejected, saying what the setting accepts.
 * `given` is what the environment set, as validated, so the message can quote it.
 */
export function configErrorFrom(error: ErrorObject, given: Readonly<Record<string, string>>): ConfigError {
  if (error.keyword === 'required') {
    // Only key pairs (a platform's, the bucket's) are required (each key requires the other): name them in schema order.
    const set = /^#\/dependencies\/(\w+)\//.exec(error.schemaPath)?.[1] ?? '';
    const pair = [set, error.params.missingProperty as string].sort(
      (a, b) => SETTING_ORDER.indexOf(a as SettingName) - SETTING_ORDER.indexOf(b as SettingName),
    );
    return new ConfigError(`${pair[0]} and ${pair[1]} must be set together`);
  }
  const name = error.instancePath.slice(1) as SettingName;
  const value = given[name] ?? '';
  if (error.keyword === 'format') return new ConfigError(FORMATS[error.params.format as FormatName].message(name, value));
  const schema = EnvSchema.properties[name];
  if (schema.type === 'integer') {
    const { minimum, maximum } = schema as TInteger & TNumberOptions;
    return new ConfigError(`${name} must be an integer between ${minimum} and ${maximum}, got "${value}"`);
  }
  if (schema.type === 'boolean') return new ConfigError(`${name} must be true or false, got "${value.toLowerCase()}"`);
  return new ConfigError(`${name}: ${error.message ?? 'invalid'}`);
}
