import type { Permission } from '../../lib/roles.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { notFound, validationFailed } from '../../lib/http-errors.js';
import { GIVE_A_STATUS, TEMPLATE_NOT_FOUND, templatePrefix } from '../../lib/messages.js';
import { toWireTimestamp } from '../../lib/time.js';
import type { AiProvider } from '../../providers/ai/ai-provider.js';
import type { Storage } from '../../storage/storage.js';
import { TEMPLATE_MEDIA_COLUMNS } from '../video-media/media-columns.js';
import type { CreateReferenceTask } from '../video-media/reference-task.js';
import { createUnusedMediaRemover } from '../video-media/unused-media.js';
import type { ExportLanguage } from '../../schemas/backend.js';
import { copyName } from './copy-name.js';
import { PUBLISHED, assertPublishable, notPublishableError } from './publish-rules.js';
import { referenceUploads } from './reference-video.js';
import { templateChanges } from './template-changes.js';
import { templateGeneration } from './template-generation.js';
import type { Actor, TemplateRow, TemplateValues } from './template-rows.js';
import { TEMPLATE_DEFAULTS, diff, presentFields, toPublicTemplate } from './template-values.js';
import { templatesCsv } from './video-templates.csv.js';
import type { VideoTemplatesRepository } from './video-templates.repository.js';
import { statusChangePermission } from './status-permissions.js';
import type {
  BatchUpdateStatusBody,
  CreateTemplateBody,
  ExportTemplatesQuery,
  ListTemplatesQuery,
  UpdateTemplateBody,
} from './video-templates.schemas.js';

export { toPublicTemplate } from './template-values.js';
export type { GenerationKind } from './template-generation.js';

export interface ServiceDeps {
  repo: VideoTemplatesRepository;
  /** The database, for the unused-media cleanup after a delete (it looks at templates and tasks). */
  db: Kysely<Database>;
  /** Makes the video task of a reference upload (the tasks service's createForReference). */
  createReferenceTask: CreateReferenceTask;
  ai: AiProvider;
  storage: Storage;
  log: FastifyBaseLogger;
}

/**
 * The templates' rules: the list and export, create, update, copy, delete, batch status changes
 * and publishing here; AI generation and review (template-generation.ts) and reference uploads
 * (reference-video.ts) in their own files. Every change writes a history row with it.
 */
export function createVideoTemplatesService({ repo, db, createReferenceTask, ai, storage, log }: ServiceDeps) {
  const removeUnusedMedia = createUnusedMediaRemover(db, storage, log);
  const changes = templateChanges(repo);
  const { existing, lockedTemplate, changeChecked } = changes;

  return {
    get: existing,
    ...templateGeneration({ repo, changes, ai, log }),
    ...referenceUploads({ changes, storage, createReferenceTask }),

    /** The CSV of every template the filters match, in the list's order, read and sent in batches. */
    exportCsv(query: ExportTemplatesQuery): AsyncGenerator<string> {
      const { sort_by, sort_order, language, ...filters } = query;
      return templatesCsv(repo, filters, { by: sort_by, order: sort_order }, language);
    },

    async list(query: ListTemplatesQuery) {
      const { skip, limit, sort_by, sort_order, cursor, ...filters } = query;
      const page = await repo.list(filters, skip, limit, { by: sort_by, order: sort_order }, cursor);
      return { data: page.rows.map(toPublicTemplate), count: page.count, count_exact: page.countExact, next_cursor: page.nextCursor };
    },

    async create(body: CreateTemplateBody, actor: Actor): Promise<TemplateRow> {
      const values = { ...TEMPLATE_DEFAULTS, ...presentFields(body) };
      return repo.transaction(async (tx) => {
        const created = await tx.create(values);
        await tx.addHistory(created.template_id, 'create', diff(null, values), actor);
        return created;
      });
    },

    /** Only the fields present change; null clears one. Into 已上架 only as publish allows. */
    /**
     * `authorize` refuses (throws) a permission the caller lacks: a status move needs more than
     * editing (see statusChangePermission), and only the row as locked says whether it moves.
     */
    async update(body: UpdateTemplateBody, actor: Actor, authorize: (needed: Permission) => void = () => {}): Promise<TemplateRow> {
      const changes = presentFields(body);
      return changeChecked(body.template_id, changes, 'update', actor, (current) => {
        const needed = statusChangePermission(current, changes);
        if (needed) authorize(needed);
        assertPublishable(current, changes);
      });
    },

    async delete(id: number, actor: Actor): Promise<void> {
      // Read locked in the deleting transaction: the files removed afterwards are the ones the
      // template held when it went (a change landing meanwhile waits, then finds it gone).
      const template = await repo.transaction(async (tx) => {
        const found = await lockedTemplate(tx, id);
        if (!(await tx.delete(id))) throw notFound(TEMPLATE_NOT_FOUND);
        await tx.addHistory(id, 'delete', { template_name: [found.template_name, null] }, actor);
        return found;
      });
      await removeUnusedMedia(TEMPLATE_MEDIA_COLUMNS.map((column) => template[column]));
    },

    /**
     * Same fields, a new id, original_template_id = the source, back to 待生成 / UNREVIEWED, and
     * the name suffixed in `language` (see copyName).
     */
    async copy(id: number, actor: Actor, language: ExportLanguage = 'zh-CN'): Promise<TemplateRow> {
      // The source is read locked in the copying transaction: a delete of it either waits and
      // then sees the copy using its files, or goes first and the copy answers 404 (it never
      // points at files the delete removed).
      return repo.transaction(async (tx) => {
        const source = await lockedTemplate(tx, id);
        const { template_id: _id, created_at: _created, updated_at: _updated, ...fields } = source;
        const values: TemplateValues = {
          ...fields,
          template_name: copyName(source.template_name, language),
          original_template_id: source.template_id,
          template_status: '待生成',
          template_sub_status: 'UNREVIEWED',
        };
        const created = await tx.create(values);
        await tx.addHistory(created.template_id, 'copy', diff(null, values), actor);
        return created;
      });
    },

    async batchUpdateStatus(body: BatchUpdateStatusBody, actor: Actor): Promise<number> {
      const changes: Partial<TemplateValues> = {};
      if (body.template_status !== undefined) changes.template_status = body.template_status;
      if (body.template_sub_status !== undefined) changes.template_sub_status = body.template_sub_status;
      if (Object.keys(changes).length === 0) {
        throw validationFailed(['body'], GIVE_A_STATUS, 'missing');
      }
      // A batch is one change made to many templates, so it is all or nothing: if one of them may
      // not take the change (the publish checks, see assertPublishable), nothing changes and the
      // answer is that template's refusal, as publish would give it (409 or 422), its message
      // prefixed with `模板 <id>：`; templates are checked in the order the ids were given. As
      // before, ids of templates that do not exist are skipped, and `updated` counts the others.
      // The rows are checked locked inside the transaction that writes them.
      const ids = [...new Set(body.template_ids)];
      return repo.transaction(async (tx) => {
        const byId = new Map((await tx.lockByIds(ids)).map((template) => [template.template_id, template]));
        const found = ids.flatMap((id) => byId.get(id) ?? []);
        for (const template of found) assertPublishable(template, changes, templatePrefix(template.template_id));
        for (const template of found) {
          const changed = diff(template, changes);
          if (Object.keys(changed).length === 0) continue;
          await tx.update(template.template_id, changes);
          await tx.addHistory(template.template_id, 'update', changed, actor);
        }
        return found.length;
      });
    },

    async history(id: number, skip: number, limit: number) {
      await existing(id);
      const { rows, count } = await repo.listHistory(id, skip, limit);
      return { data: rows.map((row) => ({ ...row, created_at: toWireTimestamp(row.created_at) })), count };
    },

    /** From 待补全 only, with the five required fields filled: 已上架 / 已上架. */
    async publish(id: number, actor: Actor): Promise<TemplateRow> {
      const changes = { template_status: PUBLISHED, template_sub_status: PUBLISHED };
      return changeChecked(id, changes, 'publish', actor, (current) => {
        if (current.template_status !== '待补全') throw notPublishableError(id, current.template_status);
        assertPublishable(current, changes);
      });
    },
  };
}

export type VideoTemplatesService = ReturnType<typeof createVideoTemplatesService>;
