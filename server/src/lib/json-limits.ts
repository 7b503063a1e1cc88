/**
 * Bounds for JSON a client sends. Free-form fields (template_params, create_task_params) are
 * stored and later walked, serialised and shown; a value nested thousands of levels deep would
 * exhaust the stack on the way, and a huge one would be costly to every reader.
 */
export const MAX_JSON_DEPTH = 32;
/** Keys and array items in one field's value, counted at every level. */
export const MAX_JSON_ENTRIES = 1000;

export interface JsonLimitIssue {
  keyword: 'json_depth' | 'json_entries';
  /** JSON pointer of the offending top-level field ('' for the body itself). */
  instancePath: string;
  params: { limit: number };
}

/**
 * The fields of a body whose value exceeds a limit (the body itself when it is not an object).
 * Walked with an explicit stack, so no depth of input can overflow the call stack here.
 */
export function jsonLimitIssues(body: unknown): JsonLimitIssue[] {
  const isObjectBody = typeof body === 'object' && body !== null && !Array.isArray(body);
  const fields: [string, unknown][] = isObjectBody ? Object.entries(body) : [['', body]];
  const issues: JsonLimitIssue[] = [];
  for (const [name, value] of fields) {
    const instancePath = name === '' && !isObjectBody ? '' : `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const excess = measure(value);
    if (excess)
      issues.push({ keyword: excess, instancePath, params: { limit: excess === 'json_depth' ? MAX_JSON_DEPTH : MAX_JSON_ENTRIES } });
  }
  return issues;
}

function measure(value: unknown): JsonLimitIssue['keyword'] | null {
  let entries = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > MAX_JSON_DEPTH) return 'json_depth';
    const children = Array.isArray(node) ? node : Object.values(node);
    entries += children.length;
    if (entries > MAX_JSON_ENTRIES) return 'json_entries';
    for (const child of children) stack.push([child, depth + 1]);
  }
  return null;
}
