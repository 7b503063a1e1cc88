import fc from 'fast-check';

/** A JSON schema as the OpenAPI document holds it (TypeBox output). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
}

/** Strings that have broken servers before: markup, SQL, paths, odd Unicode, NUL, huge. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "'; drop table users; --",
  '" OR 1=1 --',
  '%',
  '_',
  '\\',
  '../../../etc/passwd',
  '..\\..\\windows',
  'a\u0000b',
  '\u0000',
  '\uD800',
  '\u202Eevil',
  '🙂'.repeat(200),
  'x'.repeat(70_000),
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example.com/x',
  'http://user:pass@evil.example.com/',
  'https://cdn.example.com/a b.png',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '{}',
  '[]',
  '待生成',
] as const;

export const hostileString = fc.constantFrom(...HOSTILE_STRINGS);

/** Any JSON value, hostile strings included. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hostileString },
  {
    weight: 1,
    arbitrary: fc.constantFrom(0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308, true, false, null, [], {}),
  },
);

const integerEdges = (schema: JsonSchema) => {
  const edges = [0, -1, 1, 2 ** 31, 2 ** 53, 1.5];
  if (schema.minimum !== undefined) edges.push(schema.minimum, schema.minimum - 1);
  if (schema.maximum !== undefined) edges.push(schema.maximum, schema.maximum + 1);
  return fc.constantFrom(...edges);
};

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 300, 300);
  const options: fc.Arbitrary<string>[] = [
    fc.string({ maxLength, unit: 'grapheme-ascii' }),
    fc.string({ maxLength, unit: 'grapheme' }),
    fc.string({ maxLength, unit: 'binary' }),
    hostileString,
  ];
  if (schema.maxLength !== undefined) options.push(fc.constantFrom('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1)));
  switch (schema.format) {
    case 'email':
      options.push(
        fc.emailAddress(),
        fc.emailAddress().map((email) => email.toUpperCase()),
      );
      break;
    case 'uuid':
      options.push(fc.uuid());
      break;
    case 'url-or-path':
      options.push(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.webPath().map((path) => `/${path.replace(/^\/+/, '')}`),
      );
      break;
  }
  return fc.oneof(...options);
}

/**
 * Values for a schema: mostly of the right shape (so requests get past validation and reach
 * the handlers), with any leaf sometimes replaced by a value of the wrong type or a hostile one,
 * fields sometimes missing, and unknown fields sometimes added.
 */
export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const right = rightShaped(schema, depth);
  return fc.oneof({ weight: 5, arbitrary: right }, { weight: 1, arbitrary: anyJson });
}

function rightShaped(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryFor(alternative, depth + 1)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: hostileString });
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.oneof(fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? 2 ** 31 }), integerEdges(schema));
    case 'number':
      return fc.oneof(fc.double({ noNaN: true }), integerEdges(schema));
    case 'string':
      return stringFor(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 5, 5) + 1 });
    case 'object': {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0) return fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 4 });
      const known = fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property, depth + 1)])),
        { requiredKeys: [] },
      );
      // Required fields are usually there; unknown fields must be ignored.
      const required = schema.required ?? [];
      return fc
        .tuple(
          known,
          fc.record(Object.fromEntries(required.map((name) => [name, arbitraryFor(properties[name], depth + 1)]))),
          fc.boolean(),
          fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 2 }),
        )
        .map(([fields, requiredFields, keepRequired, extra]) => ({ ...extra, ...(keepRequired ? requiredFields : {}), ...fields }));
    }
    default:
      return anyJson;
  }
}

/**
 * A body that passes validation with as little as possible: each required field at its first
 * allowed value (an enum's first, an integer's minimum), or as given in `known`.
 */
export function minimalBody(schema: JsonSchema, known: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    const property = schema.properties?.[name] ?? {};
    body[name] = name in known ? known[name] : minimalValue(property);
  }
  return body;
}

function minimalValue(schema: JsonSchema): unknown {
  const alternative = (schema.anyOf ?? schema.oneOf)?.[0];
  if (alternative) return minimalValue(alternative);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'string':
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return minimalBody(schema);
    default:
      return null;
  }
}
