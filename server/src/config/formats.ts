/** The string formats settings use in the schema, each with what a setting that does not match is told. */
export const FORMATS = {
  'http-url': {
    pattern: /^https?:\/\/[^\s/]+/i,
    message: (name: string, value: string) => `${name} must be an http:// or https:// URL, got "${value.replace(/\/+$/, '')}"`,
  },
  'postgres-url': {
    pattern: /^postgres(ql)?:\/\//i,
    message: (name: string) => `${name} must start with postgres:// or postgresql:// (leave it unset for SQLite)`,
  },
  'sql-identifier': {
    pattern: /^[a-z_][a-z0-9_]{0,62}$/,
    message: (name: string) => `${name} must be a lower-case SQL identifier`,
  },
} as const;

export type FormatName = keyof typeof FORMATS;
