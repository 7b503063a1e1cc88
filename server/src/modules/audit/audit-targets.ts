import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

const MAX_ID = 2147483647;

/** The numeric ids of `targets` of one type ('task:12' → 12), those a table's integer key can hold. */
function idsOf(targets: readonly string[], type: string): number[] {
  const ids = targets.flatMap((target) => {
    const match = new RegExp(`^${type}:([1-9]\\d{0,9})$`).exec(target);
    return match && Number(match[1]) <= MAX_ID ? [Number(match[1])] : [];
  });
  return [...new Set(ids)];
}

/** The rest of `targets` of one type, after its prefix ('user:ann@example.com' → 'ann@example.com'). */
const restOf = (targets: readonly string[], type: string) => [
  ...new Set(targets.filter((target) => target.startsWith(`${type}:`)).map((target) => target.slice(type.length + 1))),
];

/**
 * Which of `targets` name a record that still exists: a template, task, user (by e-mail, any
 * case), module, release or deploy key. One query per type that the targets name; a type without
 * a record of its own (a bulk job's start is its record) never exists here.
 */
export async function existingTargets(db: Kysely<Database>, targets: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const templates = idsOf(targets, 'template');
  const tasks = idsOf(targets, 'task');
  const emails = restOf(targets, 'user').map((email) => email.toLowerCase());
  const modules = restOf(targets, 'module');
  const releases = restOf(targets, 'release').flatMap((named) => {
    const at = named.lastIndexOf('@');
    return at > 0 ? [{ module: named.slice(0, at), id: named.slice(at + 1) }] : [];
  });
  const keys = restOf(targets, 'deploy_key').map((id) => id.toLowerCase());
  await Promise.all([
    templates.length > 0 &&
      db
        .selectFrom('video_templates')
        .select('template_id')
        .where('template_id', 'in', templates)
        .execute()
        .then((rows) => rows.forEach((row) => found.add(`template:${row.template_id}`))),
    tasks.length > 0 &&
      db
        .selectFrom('video_tasks')
        .select('task_id')
        .where('task_id', 'in', tasks)
        .execute()
        .then((rows) => rows.forEach((row) => found.add(`task:${row.task_id}`))),
    emails.length > 0 &&
      db
        .selectFrom('users')
        .select('email')
        .where(sql<string>`lower(email)`, 'in', emails)
        .execute()
        .then((rows) => {
          const present = new Set(rows.map((row) => row.email.toLowerCase()));
          for (const target of targets) if (target.startsWith('user:') && present.has(target.slice(5).toLowerCase())) found.add(target);
        }),
    modules.length > 0 &&
      db
        .selectFrom('frontend_modules')
        .select('name')
        .where('name', 'in', modules)
        .execute()
        .then((rows) => rows.forEach((row) => found.add(`module:${row.name}`))),
    releases.length > 0 &&
      db
        .selectFrom('frontend_releases')
        .select(['package', 'release_id'])
        .where((eb) => eb.or(releases.map((each) => eb.and([eb('package', '=', each.module), eb('release_id', '=', each.id)]))))
        .execute()
        .then((rows) => rows.forEach((row) => found.add(`release:${row.package}@${row.release_id}`))),
    keys.length > 0 &&
      db
        .selectFrom('deploy_keys')
        .select('id')
        .where('id', 'in', keys)
        .execute()
        .then((rows) => rows.forEach((row) => found.add(`deploy_key:${row.id}`))),
  ]);
  return found;
}
