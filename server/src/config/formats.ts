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
  's3-url': {
    pattern: /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^\s]*)?$/,
    message: (name: string, value: string) => `${name} must be s3://<bucket> or s3://<bucket>/<prefix>, got "${value}"`,
  },
  'sql-identifier': {
    pattern: /^[a-z_][a-z0-9_]{0,62}$/,
    message: (name: string) => `${name} must be a lower-case SQL identifier`,
  },
} as const;

export type FormatName = keyof typeof FORMATS;
