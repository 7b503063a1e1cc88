// i18next's t() with values costs ~25 µs a call (option merging, plural and context checks, its
// interpolation engine), and a 100-row table makes hundreds of such calls (an image's alt text
// with its id, a row's label). Most are the plain case: a text with {{name}} placeholders and
// string or number values. That case is done here; anything else goes to i18next.

// Options i18next reads from the values object: any of them means it is not the plain case.
const I18NEXT_OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'defaultValue',
  'lng',
  'lngs',
  'ns',
  'keyPrefix',
  'fallbackLng',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'replace',
  'skipInterpolation',
]);

const PLACEHOLDER = /\{\{([^}]*)\}\}/g;
const PLAIN_NAME = /^\s*(\w+)\s*$/;

/**
 * The text with each {{name}} replaced by its value, as i18next does with escaping off; undefined
 * when the call is not the plain case (an option, a non-primitive value, a format, a nested
 * $t(), a placeholder without a value), which i18next must handle.
 */
export function interpolatePlainly(text: string, values: unknown): string | undefined {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
  const record = values as Record<string, unknown>;
  for (const name in record) {
    const value = record[name];
    if (I18NEXT_OPTIONS.has(name) || (typeof value !== 'string' && typeof value !== 'number')) return undefined;
  }
  if (text.includes('$t(')) return undefined;
  let plain = true;
  const result = text.replace(PLACEHOLDER, (whole, inner: string) => {
    const name = PLAIN_NAME.exec(inner)?.[1];
    if (name === undefined || !Object.hasOwn(record, name)) {
      plain = false;
      return whole;
    }
    return String(record[name]);
  });
  return plain ? result : undefined;
}
