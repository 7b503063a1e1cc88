import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import type { Storage } from '../storage/storage.js';
import { createVideoTasksRepository } from '../modules/video-tasks/video-tasks.repository.js';
import type { Dialect } from '../modules/video-media/repository-context.js';
import { createVideoTemplatesRepository, type TemplateRow } from '../modules/video-templates/video-templates.repository.js';
import { writeDemoFiles } from './demo-files.js';
import { buildDemoTasks, DEMO_TASK_COUNT } from './demo-tasks.js';
import { buildDemoTemplates, DEMO_TEMPLATE_COUNT } from './demo-templates.js';
import { seededRandom } from './seeded-random.js';

export const DEMO_MARKER = 'demo_data';

/**
 * Loads the demo set into an empty database, once: a row in app_meta marks it loaded (inserted
 * in the same transaction, so two instances starting together load it once), and a database
 * with any template or task of its own is left alone.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  dialect: Dialect,
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<{ templates: number; tasks: number } | null> {
  const marker = await db.selectFrom('app_meta').select('key').where('key', '=', DEMO_MARKER).executeTakeFirst();
  if (marker) return null;
  const templatesRepo = createVideoTemplatesRepository(db, dialect);
  if ((await templatesRepo.count()) > 0 || (await createVideoTasksRepository(db, dialect).count()) > 0) return null;

  const started = Date.now();
  const files = await writeDemoFiles(storage);
  const rng = seededRandom(20261122);
  const now = Date.now();
  const templateValues = buildDemoTemplates(files, now, rng);

  try {
    const result = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('app_meta')
        .values({
          key: DEMO_MARKER,
          value: JSON.stringify({ templates: DEMO_TEMPLATE_COUNT, tasks: DEMO_TASK_COUNT }),
          created_at: new Date().toISOString(),
        })
        .execute();
      const repo = createVideoTemplatesRepository(trx, dialect);
      const created: TemplateRow[] = [];
      for (const [i, { at, updated, ...values }] of templateValues.entries()) {
        // Every seventh template from the second round on is a copy of an earlier one.
        if (i >= 20 && i % 7 === 3) values.original_template_id = created[i - 20]!.template_id;
        const row = await repo.create(values, at);
        await trx.updateTable('video_templates').set({ updated_at: updated }).where('template_id', '=', row.template_id).execute();
        created.push({ ...row, updated_at: updated });
        await repo.addHistory(
          row.template_id,
          values.original_template_id ? 'copy' : 'create',
          { demo: [null, true], template_name: [null, values.template_name] },
          { id: null, email: null },
          at,
        );
        if (values.template_status === '已上架') {
          await repo.addHistory(
            row.template_id,
            'publish',
            { template_status: ['待补全', '已上架'], template_sub_status: ['UNREVIEWED', '已上架'] },
            { id: null, email: null },
            updated,
          );
        }
      }
      const tasks = buildDemoTasks(created, files, now, rng);
      await createVideoTasksRepository(trx, dialect).createMany(tasks);
      return { templates: created.length, tasks: tasks.length };
    });
    log.info({ ...result, ms: Date.now() - started }, 'demo data loaded (SEED_DEMO=false turns this off)');
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) return null; // another instance loaded it at the same moment
    throw error;
  }
}
