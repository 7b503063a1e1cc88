// The generated contract: titled bodies become named types, and a clash between two different
// bodies of one title stops the generation instead of picking one.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');

/** What scripts/contract.mjs generates from `document`, or the error it stops with. */
function generate(document: unknown): { text?: string; error?: string } {
  const script = `
    const { generate } = await import('./scripts/contract.mjs');
    try { console.log(JSON.stringify({ text: await generate(${JSON.stringify(document)}) })); }
    catch (error) { console.log(JSON.stringify({ error: error.message })); }
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as { text?: string; error?: string };
}

const item = { type: 'object', title: 'ItemPublic', properties: { id: { type: 'string' } }, required: ['id'] };
const document = (itemInList: object) => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/items/{id}': { get: { responses: { 200: { description: 'ok', content: { 'application/json': { schema: item } } } } } },
    '/items/': {
      get: {
        responses: {
          200: {
            description: 'ok',
            content: {
              'application/json': {
                schema: { type: 'object', title: 'ItemsPublic', properties: { data: { type: 'array', items: itemInList } } },
              },
            },
          },
        },
      },
    },
  },
});

test('a titled body becomes a named type, used wherever the body appears', () => {
  const { text } = generate(document(item));
  expect(text).toContain("export type ItemPublic = components['schemas']['ItemPublic'];");
  expect(text).toContain("export type ItemsPublic = components['schemas']['ItemsPublic'];");
  expect(text).toMatch(/data\?: components\[["']schemas["']\]\[["']ItemPublic["']\]\[\]/);
});

test('two different bodies with one title stop the generation', () => {
  const other = { ...item, properties: { id: { type: 'integer' } } };
  expect(generate(document(other)).error).toBe('two different schemas are titled ItemPublic');
});
