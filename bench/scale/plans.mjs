// The query plans behind each call, as the server runs them on PostgreSQL: the server is started
// once more with its database reached through the capturing proxy (scale/pg-capture.mjs), each
// call is made once, and every statement it ran is explained with EXPLAIN (ANALYZE, BUFFERS) on
// a connection of the bench's own (a statement that writes inside a transaction rolled back).
// Statements the server runs by itself (the worker's and the bulk-job runner's polls, the change
// feed) are seen while no call is made, and left out of the calls'.
import { connect } from './postgres.mjs';

const IDLE_MS = 2500;
const SETTLE_MS = 40;
const CONTROL = /^\s*(begin|commit|rollback|savepoint|release|set|reset|listen|unlisten|notify|select pg_notify|show|discard)\b/i;
const READ = /^\s*(select|with\b(?![\s\S]*\b(insert|update|delete)\b))/i;

const normal = (sql) => sql.replace(/\s+/g, ' ').trim();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records what the server runs while idle: the statements no call makes. */
export async function backgroundStatements(capture) {
  const from = capture.statements.length;
  await sleep(IDLE_MS);
  return new Set(capture.statements.slice(from).map(({ sql }) => normal(sql)));
}

/** Makes `run()` and returns the statements it caused, less control statements and the background's. */
export async function statementsOf(capture, background, run) {
  const from = capture.statements.length;
  await run();
  await sleep(SETTLE_MS);
  return capture.statements
    .slice(from)
    .filter(({ sql }) => !CONTROL.test(sql) && !background.has(normal(sql)))
    .map(({ sql, params }) => ({ sql, params }));
}

function summarize(node, into = []) {
  const on = node['Index Name'] ? ` using ${node['Index Name']}` : node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  into.push(`${node['Node Type']}${on}`);
  for (const child of node.Plans ?? []) summarize(child, into);
  return into;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement on `url`: { sql, params, text, summary,
 * executionMs, sharedHit, sharedRead }. Writes run inside a transaction that is rolled back.
 */
export async function explainAll(serverDir, url, statements) {
  const client = await connect(serverDir, url);
  const explained = [];
  try {
    for (const { sql, params } of statements) {
      const writes = !READ.test(sql);
      try {
        if (writes) await client.query('begin');
        const { rows: json } = await client.query({ text: `explain (analyze, buffers, format json) ${sql}`, values: params });
        const plan = json[0]['QUERY PLAN'][0];
        const { rows: text } = await client.query({ text: `explain (analyze, buffers) ${sql}`, values: params });
        explained.push({
          sql,
          params,
          text: text.map((row) => row['QUERY PLAN']).join('\n'),
          summary: summarize(plan.Plan).join(' > '),
          executionMs: plan['Execution Time'],
          sharedHit: plan.Plan['Shared Hit Blocks'] ?? 0,
          sharedRead: plan.Plan['Shared Read Blocks'] ?? 0,
        });
      } catch (error) {
        explained.push({ sql, params, text: `(not explained: ${error.message})`, summary: '(not explained)', executionMs: null });
      } finally {
        if (writes) await client.query('rollback').catch(() => {});
      }
    }
  } finally {
    await client.end();
  }
  return explained;
}

/**
 * Markdown of one size's plans: first the statements every call runs (signing the caller in),
 * once; then per call each other statement with its parameters and plan (`full`), or one line
 * with its time, buffers and plan's nodes.
 */
export function plansMarkdown(title, plansByCall, { full }) {
  const seen = new Map();
  for (const { explained } of plansByCall)
    for (const sql of new Set(explained.map((entry) => normal(entry.sql)))) seen.set(sql, (seen.get(sql) ?? 0) + 1);
  const everyCall = new Set([...seen].filter(([, calls]) => calls >= 0.9 * plansByCall.length).map(([sql]) => sql));
  const lines = [`## ${title}`, ''];
  const describe = (entry) => {
    const ms = entry.executionMs === null ? '-' : `${entry.executionMs.toFixed(2)} ms`;
    if (!full) return [`- ${ms}, buffers hit ${entry.sharedHit ?? '-'} read ${entry.sharedRead ?? '-'}: ${entry.summary}`];
    return [
      '```sql',
      normal(entry.sql),
      '```',
      ...(entry.params.length > 0 ? [`parameters: ${entry.params.map((p) => JSON.stringify(p)).join(', ')}`, ''] : []),
      '```text',
      entry.text,
      '```',
      '',
    ];
  };
  if (everyCall.size > 0) {
    lines.push('### Every call (the caller signed in)', '');
    const first = plansByCall.flatMap(({ explained }) => explained).filter((entry) => everyCall.has(normal(entry.sql)));
    for (const sql of everyCall) lines.push(...describe(first.find((entry) => normal(entry.sql) === sql)));
    if (!full) lines.push('');
  }
  for (const { call, explained } of plansByCall) {
    lines.push(`### ${call}`, '');
    const own = explained.filter((entry) => !everyCall.has(normal(entry.sql)));
    if (own.length === 0) lines.push('(no other statement)', '');
    for (const entry of own) lines.push(...describe(entry));
    if (!full && own.length > 0) lines.push('');
  }
  return lines;
}
