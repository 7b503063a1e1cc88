// The settings table of server/README.md, written from the server's settings schema
// (server/src/config/schema.ts: every variable with its type, bounds, default and meaning), so the
// table and the schema cannot disagree. It sits between two marker lines:
//   <!-- settings-table start -->
//   <!-- settings-table end -->
const { markers, replaceBlock } = require('./generated-block.cjs');

const [START, END] = markers('settings-table');

const UNITS = [
  [
    /_MS$/,
    [
      [3_600_000, 'h'],
      [60_000, 'min'],
      [1000, 's'],
    ],
  ],
  [
    /_SECONDS$/,
    [
      [3600, 'h'],
      [60, 'min'],
    ],
  ],
  [
    /_MINUTES$/,
    [
      [24 * 60, 'days'],
      [60, 'h'],
    ],
  ],
  [
    /_BYTES$/,
    [
      [1024 * 1024, 'MB'],
      [1024, 'KB'],
    ],
  ],
];

/** A default as the table shows it: a long time or size also in a larger unit (10800000 (3 h)). */
function shownDefault(name, schema) {
  if (!('default' in schema)) return 'unset';
  const value = schema.default;
  if (value === '') return '""';
  if (typeof value !== 'number') return String(value);
  const units = UNITS.find(([pattern]) => pattern.test(name))?.[1] ?? [];
  const larger = units.find(([size]) => value >= size && value % size === 0);
  return larger ? `${value} (${value / larger[0]} ${larger[1]})` : String(value);
}

/** The kind of value: integer or number with its bounds, yes/no, a checked format, or text. */
function shownType(schema) {
  if (schema.type === 'integer') {
    const unbounded = schema.maximum === undefined || schema.maximum >= Number.MAX_SAFE_INTEGER;
    return unbounded ? `integer ≥ ${schema.minimum}` : `integer ${schema.minimum}–${schema.maximum}`;
  }
  if (schema.type === 'number') return `number ${schema.minimum}–${schema.maximum}`;
  if (schema.type === 'boolean') return 'true / false';
  return schema.format ?? 'text';
}

const cell = (text) => String(text).replace(/\|/g, '\\|');

/** The markdown table of every setting of `schema` (EnvSchema as JSON), in the schema's order. */
function settingsTable(schema) {
  const rows = Object.entries(schema.properties).map(
    ([name, property]) =>
      `| \`${name}\` | ${cell(shownType(property))} | ${cell(shownDefault(name, property))} | ${cell(property.description ?? '')} |`,
  );
  return ['| variable | value | default | meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** `text` with the table between its markers replaced by `table`; throws when the markers are missing. */
function replaceSettingsTable(text, table) {
  return replaceBlock(text, 'settings-table', table);
}

module.exports = { settingsTable, replaceSettingsTable, START, END };
