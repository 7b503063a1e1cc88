/**
 * Turns TypeBox validation errors into FastAPI's 422 body, which the contract promises:
 * `{"detail": [{"loc": ["body", "email"], "msg": "...", "type": "..."}]}` with pydantic's
 * wording, so clients written against the starter show the same messages.
 */

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface FastApiValidationError {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

const LOCATION: Record<RequestPart, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

export function toFastApiErrors(issues: readonly ValidationIssue[], part: RequestPart, input: unknown): FastApiValidationError[] {
  const prefix = LOCATION[part] ?? part;
  const relevant = dropUnionNoise(issues);
  const result: FastApiValidationError[] = [];
  for (const issue of relevant) {
    const path = pointerToPath(issue.instancePath);
    const loc = [prefix, ...path];
    if (issue.keyword === 'required') {
      const missing = (issue.params.requiredProperties ?? issue.params.missingProperty ?? []) as string | string[];
      for (const name of Array.isArray(missing) ? missing : [missing]) {
        result.push({ loc: [...loc, name], msg: 'Field required', type: 'missing' });
      }
      continue;
    }
    result.push({ loc, ...describe(issue, part, path.length === 0 ? input : undefined, path.length === 0) });
  }
  // Never answer a failed validation with an empty list: the browser shows detail[0].msg.
  return result.length > 0 ? result : [{ loc: [prefix], msg: 'Invalid input', type: 'value_error' }];
}

/**
 * A nullable field is a union of its real type and null, so one bad value yields an error for
 * each branch plus an "anyOf" summary. Pydantic reports only the real type's complaint; keep
 * the most specific errors for each location.
 */
function dropUnionNoise(issues: readonly ValidationIssue[]): ValidationIssue[] {
  const isNoise = (issue: ValidationIssue) => issue.keyword === 'anyOf' || (issue.keyword === 'type' && issue.params.type === 'null');
  const byPath = new Map<string, ValidationIssue[]>();
  for (const issue of issues) {
    const list = byPath.get(issue.instancePath) ?? [];
    list.push(issue);
    byPath.set(issue.instancePath, list);
  }
  const kept: ValidationIssue[] = [];
  for (const list of byPath.values()) {
    const specific = list.filter((issue) => !isNoise(issue));
    kept.push(...(specific.length > 0 ? specific : list.slice(-1)));
  }
  return kept;
}

function pointerToPath(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : segment));
}

const plural = (count: unknown, word: string) => `${String(count)} ${word}${count === 1 ? '' : 's'}`;

function describe(issue: ValidationIssue, part: RequestPart, rootValue: unknown, atRoot: boolean): Omit<FastApiValidationError, 'loc'> {
  const { params } = issue;
  // Query strings and path segments arrive as text, so a wrong type there is a parse failure.
  const fromText = part !== 'body';
  switch (issue.keyword) {
    case 'type':
      switch (params.type) {
        case 'string':
          return { type: 'string_type', msg: 'Input should be a valid string' };
        case 'integer':
          return fromText
            ? { type: 'int_parsing', msg: 'Input should be a valid integer, unable to parse string as an integer' }
            : { type: 'int_type', msg: 'Input should be a valid integer' };
        case 'number':
          return fromText
            ? { type: 'float_parsing', msg: 'Input should be a valid number, unable to parse string as a number' }
            : { type: 'float_type', msg: 'Input should be a valid number' };
        case 'boolean':
          return fromText
            ? { type: 'bool_parsing', msg: 'Input should be a valid boolean, unable to interpret input' }
            : { type: 'bool_type', msg: 'Input should be a valid boolean' };
        case 'array':
          return { type: 'list_type', msg: 'Input should be a valid list' };
        case 'object':
          if (atRoot && rootValue === undefined) return { type: 'missing', msg: 'Field required' };
          return atRoot
            ? { type: 'model_attributes_type', msg: 'Input should be a valid dictionary or object to extract fields from' }
            : { type: 'dict_type', msg: 'Input should be a valid dictionary' };
        default:
          return { type: 'type_error', msg: `Input should be of type ${String(params.type)}` };
      }
    case 'minLength':
      return { type: 'string_too_short', msg: `String should have at least ${plural(params.limit, 'character')}` };
    case 'maxLength':
      return { type: 'string_too_long', msg: `String should have at most ${plural(params.limit, 'character')}` };
    case 'minimum':
      return { type: 'greater_than_equal', msg: `Input should be greater than or equal to ${String(params.limit)}` };
    case 'maximum':
      return { type: 'less_than_equal', msg: `Input should be less than or equal to ${String(params.limit)}` };
    case 'exclusiveMinimum':
      return { type: 'greater_than', msg: `Input should be greater than ${String(params.limit)}` };
    case 'exclusiveMaximum':
      return { type: 'less_than', msg: `Input should be less than ${String(params.limit)}` };
    case 'pattern':
      return { type: 'string_pattern_mismatch', msg: `String should match pattern '${String(params.pattern)}'` };
    case 'format':
      switch (params.format) {
        case 'email':
          return { type: 'value_error', msg: 'value is not a valid email address: The email address is not valid.' };
        case 'uuid':
          return { type: 'uuid_parsing', msg: 'Input should be a valid UUID' };
        case 'url-or-path':
          return { type: 'url_parsing', msg: 'Input should be an http(s):// URL or a site-relative path starting with /' };
        default:
          return { type: 'value_error', msg: `Input should be a valid ${String(params.format)}` };
      }
    case 'json_depth':
      return { type: 'value_error', msg: `Value error, JSON nested more than ${String(params.limit)} levels deep` };
    case 'json_entries':
      return { type: 'value_error', msg: `Value error, JSON with more than ${String(params.limit)} keys and items` };
    case 'repeated':
      return { type: 'value_error', msg: 'Value error, give this parameter once' };
    case 'nul':
      return { type: 'string_no_nul', msg: 'String should not contain NUL characters' };
    case 'const':
      return { type: 'literal_error', msg: issue.message ?? 'Input should be one of the allowed values' };
    case 'enum': {
      // Pydantic's wording for an Enum field: Input should be 'a', 'b' or 'c'
      const allowed = ((params.allowedValues ?? []) as unknown[]).map((value) =>
        typeof value === 'string' ? `'${value}'` : String(value),
      );
      const list = allowed.length > 1 ? `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}` : (allowed[0] ?? '');
      return { type: 'enum', msg: `Input should be ${list}` };
    }
    default:
      return { type: 'value_error', msg: issue.message ?? 'Invalid input' };
  }
}
