/**
 * JSON kept in text columns (template_params, a task's request and answers, a bulk job's
 * parameters): written as JSON text, read back as an object. Both databases store it alike.
 */

/** A column's JSON object, or null when the column is empty or holds anything but an object. */
export function parseObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The text to store for a JSON value; null stays null. */
export function jsonText(value: unknown): string | null {
  return value === null ? null : JSON.stringify(value);
}

/**
 * `values` as columns: each of `columns` that is present written as JSON text (see jsonText),
 * the other values as they are.
 */
export function withJsonColumns<T extends object>(values: T, columns: readonly (keyof T)[]): Record<string, unknown> {
  const written: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const column of columns) {
    if (values[column] !== undefined) written[column as string] = jsonText(values[column]);
  }
  return written;
}
