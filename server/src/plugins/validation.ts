import type { FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import Format from 'typebox/format';
import { Value } from 'typebox/value';
import { jsonLimitIssues } from '../lib/json-limits.js';
import type { ValidationIssue } from '../lib/validation-errors.js';
import { isUrlOrPath } from '../lib/url-or-path.js';

/**
 * TypeBox's e-mail format accepts "a@b". Pydantic's EmailStr (and so the starter) wants a dotted
 * domain; both sides accept only ASCII addresses here, which keeps lower() in SQL and
 * toLowerCase() in JavaScript in agreement for the case-insensitive unique index.
 */
function isEmail(value: string): boolean {
  if (!Format.IsEmail(value)) return false;
  const domain = value.slice(value.lastIndexOf('@') + 1);
  return /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(domain);
}

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * Query strings and path parameters arrive as text. Numbers and booleans are converted only
 * from their exact spellings ("1.5" is not an integer, as in pydantic), so anything else still
 * fails validation with a clear error instead of being silently rounded.
 */
function convertText(schema: TSchema, value: unknown): unknown {
  const type = (schema as { type?: unknown }).type;
  // A list in the query is its parameter repeated (?a=x&a=y); given once, it is a list of one.
  if (type === 'array') {
    const items = (schema as { items?: TSchema }).items;
    const list = Array.isArray(value) ? value : [value];
    return items ? list.map((item) => convertText(items, item)) : list;
  }
  if (typeof value !== 'string') return value;
  if (type === 'integer' && INTEGER.test(value)) return Number(value);
  if (type === 'number' && NUMBER.test(value)) return Number(value);
  if (type === 'boolean') {
    const lower = value.toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(lower)) return true;
    if (['false', '0', 'no', 'off'].includes(lower)) return false;
  }
  return value;
}

const SINGLE_VALUE_TYPES = new Set<unknown>(['string', 'integer', 'number', 'boolean']);

/**
 * A parameter that takes one value, given more than once (?promote=1&promote=0): which one
 * counts is the client's guess, so it is refused, naming the parameter, instead of picking one.
 */
function repeatedValues(schema: TSchema, input: unknown): ValidationIssue[] {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties;
  if (!properties || typeof input !== 'object' || input === null) return [];
  return Object.entries(properties)
    .filter(
      ([name, property]) =>
        SINGLE_VALUE_TYPES.has((property as { type?: unknown }).type) && Array.isArray((input as Record<string, unknown>)[name]),
    )
    .map(([name]) => ({ keyword: 'repeated', instancePath: `/${name}`, params: {}, message: 'must be given once' }));
}

function convertRequestText(schema: TSchema, input: unknown): unknown {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties;
  if (!properties || typeof input !== 'object' || input === null) return input;
  const value = Value.Default(schema, { ...(input as Record<string, unknown>) }) as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) {
    if (name in value) value[name] = convertText(property, value[name]);
  }
  return value;
}

/**
 * PostgreSQL text cannot hold the NUL character, so a string carrying one would fail in the
 * database instead of in validation. Refused everywhere, on both dialects alike.
 */
function findNulStrings(value: unknown, pointer = ''): { keyword: string; instancePath: string; params: object; message: string }[] {
  if (typeof value === 'string') {
    return value.includes('\u0000')
      ? [{ keyword: 'nul', instancePath: pointer, params: {}, message: 'must not contain NUL characters' }]
      : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => findNulStrings(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
}

/**
 * Request validation with TypeBox rather than Ajv's defaults: bodies are checked as sent (a
 * number is not silently turned into a string: wrong types are a 422, as in FastAPI), while
 * query strings and path parameters, which are text, are converted and given their defaults.
 */
export const typeboxValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  return (value: unknown) => {
    if (httpPart !== 'body') {
      const repeated = repeatedValues(schema, value);
      if (repeated.length > 0) return { error: repeated as never };
    }
    const candidate = httpPart === 'body' ? value : convertRequestText(schema, value);
    if (httpPart === 'body') {
      const excess = jsonLimitIssues(candidate);
      if (excess.length > 0) return { error: excess as never };
    }
    if (!check.Check(candidate)) return { error: check.Errors(candidate) as never };
    const nul = findNulStrings(candidate);
    return nul.length > 0 ? { error: nul as never } : { value: candidate };
  };
};

export const validationPlugin = fp(
  async (app) => {
    Format.Set('email', isEmail);
    Format.Set('url-or-path', isUrlOrPath);
    app.setValidatorCompiler(typeboxValidatorCompiler);
  },
  { name: 'validation' },
);
