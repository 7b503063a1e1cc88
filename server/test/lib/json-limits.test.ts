import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_JSON_DEPTH, MAX_JSON_ENTRIES, jsonLimitIssues } from '../../src/lib/json-limits.js';
import { toFastApiErrors } from '../../src/lib/validation-errors.js';

/** An object `depth` levels deep, built without recursion. */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let level = 1; level < depth; level++) value = { a: value };
  return value;
}

const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));

describe('JSON limits of request bodies', () => {
  it('allows values up to the depth limit and names the field beyond it', () => {
    assert.deepEqual(jsonLimitIssues({ template_params: nested(MAX_JSON_DEPTH) }), []);
    assert.deepEqual(jsonLimitIssues({ template_params: nested(MAX_JSON_DEPTH + 1) }), [
      { keyword: 'json_depth', instancePath: '/template_params', params: { limit: MAX_JSON_DEPTH } },
    ]);
    // Arrays are levels too, and scalars are not.
    const arrays = JSON.parse('['.repeat(MAX_JSON_DEPTH) + '1' + ']'.repeat(MAX_JSON_DEPTH));
    assert.deepEqual(jsonLimitIssues({ field: arrays, name: 'x'.repeat(10_000), count: 5, flag: null }), []);
    assert.equal(jsonLimitIssues({ field: [arrays] })[0]?.keyword, 'json_depth');
  });

  it('counts keys and items at every level of one field, against the limit', () => {
    assert.deepEqual(jsonLimitIssues({ params: keys(MAX_JSON_ENTRIES) }), []);
    assert.deepEqual(jsonLimitIssues({ params: keys(MAX_JSON_ENTRIES + 1) }), [
      { keyword: 'json_entries', instancePath: '/params', params: { limit: MAX_JSON_ENTRIES } },
    ]);
    const half = (MAX_JSON_ENTRIES - 2) / 2;
    const spread = { list: Array.from({ length: half }, () => 0), map: keys(half) }; // 2 + half + half entries
    assert.deepEqual(jsonLimitIssues({ params: spread }), []);
    assert.equal(jsonLimitIssues({ params: { ...spread, one: [0] } })[0]?.keyword, 'json_entries');
    // The limit is per field: two fields at the limit each pass.
    assert.deepEqual(jsonLimitIssues({ a: keys(MAX_JSON_ENTRIES), b: keys(MAX_JSON_ENTRIES) }), []);
  });

  it('reports each offending field, and the body itself when it is not an object', () => {
    const issues = jsonLimitIssues({ ok: {}, deep: nested(MAX_JSON_DEPTH + 1), wide: keys(MAX_JSON_ENTRIES + 1) });
    assert.deepEqual(
      issues.map((issue) => [issue.instancePath, issue.keyword]),
      [
        ['/deep', 'json_depth'],
        ['/wide', 'json_entries'],
      ],
    );
    assert.deepEqual(
      jsonLimitIssues([nested(MAX_JSON_DEPTH)]).map((issue) => issue.instancePath),
      [''],
    );
    assert.deepEqual(jsonLimitIssues('text'), []);
    assert.deepEqual(jsonLimitIssues(undefined), []);
  });

  it('walks any depth without recursion', () => {
    const value = nested(1_000_000);
    assert.equal(jsonLimitIssues({ deep: value })[0]?.keyword, 'json_depth');
    const chain: unknown[] = [];
    let tip = chain;
    for (let level = 0; level < 1_000_000; level++) tip = (tip[0] = [] as unknown[]) as unknown[];
    assert.equal(jsonLimitIssues(chain)[0]?.keyword, 'json_depth');
  });

  it('becomes a FastAPI 422 entry naming the field (JSON pointer escapes undone)', () => {
    const issues = jsonLimitIssues({ 'a/b~c': nested(MAX_JSON_DEPTH + 1), template_params: keys(MAX_JSON_ENTRIES + 1) });
    assert.deepEqual(toFastApiErrors(issues, 'body', undefined), [
      { loc: ['body', 'a/b~c'], msg: `Value error, JSON nested more than ${MAX_JSON_DEPTH} levels deep`, type: 'value_error' },
      { loc: ['body', 'template_params'], msg: `Value error, JSON with more than ${MAX_JSON_ENTRIES} keys and items`, type: 'value_error' },
    ]);
  });
});
