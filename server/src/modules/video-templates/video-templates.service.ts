import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { conflict, notFound, unprocessable, validationFailed } from '../../lib/http-errors.js';
import { toWireTimestamp } from '../../lib/time.js';
import { newKey } from '../../storage/keys.js';
import type { Storage } from '../../storage/storage.js';
import { AiError, GENERATED_FIELD, type AiProvider, type TextKind } from '../../providers/ai/ai-provider.js';
import type { ImageKind } from '../../lib/image-check.js';
import type { VideoTasksService } from '../video-tasks/video-tasks.service.js';
import { createUnusedMediaRemover } from './unused-media.js';
import { templatesCsv } from './video-templates.csv.js';
import {
  TEMPLATE_MEDIA_COLUMNS,
  type Actor,
  type TemplateRow,
  type TemplateValues,
  type VideoTemplatesRepository,
} from './video-templates.repository.js';
import {
  URL_FIELDS,
  type BatchUpdateStatusBody,
  type CreateTemplateBody,
  type ExportTemplatesQuery,
  type ListTemplatesQuery,
  type UpdateTemplateBody,
  type VideoTemplate,
} from './video-templates.schemas.js';

export function toPublicTemplate(row: TemplateRow): VideoTemplate {
  return { ...row, created_at: toWireTimestamp(row.created_at), updated_at: toWireTimestamp(row.updated_at) };
}

const NOT_FOUND = 'Template not found';

/** The publish check, in the client's order and words. */
const REQUIRED_FOR_PUBLISH: [keyof TemplateRow, string][] = [
  ['template_category_id', '模板分类ID'],
  ['photo_tips_id', '照片提示ID'],
  ['template_top_title', '模板标题'],
  ['template_main_image', '模板主图'],
  ['template_video_url', '模板视频'],
];

export const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export function missingForPublish(template: TemplateRow): string[] {
  return REQUIRED_FOR_PUBLISH.filter(([field]) => isBlank(template[field])).map(([, label]) => label);
}

export function publishBlockedMessage(missing: string[]): string {
  return `以下字段不能为空：${missing.join('、')}。请先完善模板信息后再上架。`;
}

const PUBLISHED = '已上架';
const notPublishable = (id: number, status: string) => conflict(`Only templates in 待补全 can be published (template ${id} is ${status})`);

/**
 * The publish action's checks, for every way a template can reach 已上架 (publish, update, batch
 * status change): it comes from 待补全 and has every required field; otherwise the publish
 * action's 409 or 422. Once published a template stays complete: a change that empties a
 * required field, or re-lists it (sub-status back to 已上架) while one is empty, is refused with
 * the same 422. A published template that lacks a field from before (created so) may still be
 * taken down or edited otherwise. `label` prefixes the message when several templates are checked
 * together. Callers run it on the row as locked in the transaction that writes (see lockByIds).
 */
function assertPublishable(template: TemplateRow, changes: Partial<TemplateValues>, label = ''): void {
  const next = { ...template, ...changes } as TemplateRow;
  if (next.template_status !== PUBLISHED) return;
  const entering = template.template_status !== PUBLISHED;
  if (entering && template.template_status !== '待补全') throw notPublishable(template.template_id, template.template_status);
  const missing = missingForPublish(next);
  if (missing.length === 0) return;
  const missingBefore = missingForPublish(template);
  const empties = missing.some((field) => !missingBefore.includes(field));
  const relists = next.template_sub_status === PUBLISHED && template.template_sub_status !== PUBLISHED;
  if (entering || empties || relists) throw unprocessable(label + publishBlockedMessage(missing));
}

const DEFAULTS: TemplateValues = {
  original_template_id: null,
  template_name: null,
  template_platform: null,
  template_prompt: null,
  template_category_id: null,
  template_status: '待生成',
  template_sub_status: 'UNREVIEWED',
  template_params: null,
  template_main_image: null,
  template_video_url: null,
  template_video_url_1: null,
  template_video_url_2: null,
  template_video_url_3: null,
  template_video_url_4: null,
  template_reference_image_1: null,
  template_reference_image_2: null,
  template_reference_image_3: null,
  template_reference_image_4: null,
  template_image_num: 1,
  photo_tips_id: 1,
  template_top_title: null,
  template_system_recommendation: null,
  template_user_evaluation: null,
  template_is_manual_audit: false,
};

const FIELDS = Object.keys(DEFAULTS) as (keyof TemplateValues)[];

/** The fields present in a body, with '' in URL fields meaning "no URL" (stored as null). */
function presentFields(body: Partial<Record<keyof TemplateValues, unknown>>): Partial<TemplateValues> {
  const values: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (body[field] === undefined) continue;
    values[field] = (URL_FIELDS as readonly string[]).includes(field) && body[field] === '' ? null : body[field];
  }
  return values as Partial<TemplateValues>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** {field: [old, new]} for the fields `next` really changes. */
export function diff(before: Partial<TemplateValues> | null, next: Partial<TemplateValues>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(next)) {
    const old = before ? ((before as Record<string, unknown>)[field] ?? null) : null;
    if (!same(old, value)) changes[field] = [old, value ?? null];
  }
  return changes;
}

export interface ServiceDeps {
  repo: VideoTemplatesRepository;
  tasks: VideoTasksService;
  ai: AiProvider;
  storage: Storage;
  log: FastifyBaseLogger;
}

export type GenerationKind = TextKind | 'image';

const TEXT_FIELD_OF: Record<TextKind, keyof TemplateValues> = {
  title: 'template_name',
  recommendation: 'template_system_recommendation',
  evaluation: 'template_user_evaluation',
};

const KIND_LABEL: Record<GenerationKind, string> = { title: '标题', image: '主图', recommendation: '推荐语', evaluation: '用户评价' };

/**
 * The worker's hand-off: a reference task finished, its video fills the template's slot, with a
 * history row. Runs on the repository it is given, so the worker can make it part of the
 * transaction that completes the task.
 */
export async function handOverReferenceVideo(
  repo: VideoTemplatesRepository,
  templateId: number,
  slot: number,
  videoUrl: string,
  taskId: number,
): Promise<void> {
  const template = await repo.findById(templateId);
  if (!template || slot < 1 || slot > 4) return;
  const field = `template_video_url_${slot}` as keyof TemplateValues;
  const changed = diff(template, { [field]: videoUrl });
  await repo.update(templateId, { [field]: videoUrl });
  await repo.addHistory(templateId, 'reference_video', { ...changed, task_id: [null, taskId] }, { id: null, email: null });
}

export function createVideoTemplatesService({ repo, tasks, ai, storage, log }: ServiceDeps) {
  const removeUnusedMedia = createUnusedMediaRemover(repo, storage, log);

  async function existing(id: number): Promise<TemplateRow> {
    const template = await repo.findById(id);
    if (!template) throw notFound(NOT_FOUND);
    return template;
  }

  /** Writes changes and their history row together. */
  async function change(
    template: TemplateRow,
    changes: Partial<TemplateValues>,
    action: string,
    actor: Actor,
    whenStatus?: string,
  ): Promise<TemplateRow | null> {
    const changed = diff(template, changes);
    return repo.transaction(async (tx) => {
      const updated = await tx.update(template.template_id, changes, whenStatus);
      if (updated && Object.keys(changed).length > 0) await tx.addHistory(template.template_id, action, changed, actor);
      return updated;
    });
  }

  /** The template re-read inside `tx`, locked until the transaction ends (see lockByIds). */
  async function lockedTemplate(tx: VideoTemplatesRepository, id: number): Promise<TemplateRow> {
    const [template] = await tx.lockByIds([id]);
    if (!template) throw notFound(NOT_FOUND);
    return template;
  }

  /**
   * Checks and writes changes, with their history row, in one transaction on the locked row: what
   * `check` saw is what the changes apply to (no other change can land in between). A change
   * that changes nothing writes nothing, not even updated_at.
   */
  async function changeChecked(
    id: number,
    changes: Partial<TemplateValues>,
    action: string,
    actor: Actor,
    check: (current: TemplateRow) => void,
  ): Promise<TemplateRow> {
    return repo.transaction(async (tx) => {
      const current = await lockedTemplate(tx, id);
      check(current);
      const changed = diff(current, changes);
      if (Object.keys(changed).length === 0) return current;
      const updated = await tx.update(id, changes);
      if (!updated) throw notFound(NOT_FOUND);
      await tx.addHistory(id, action, changed, actor);
      return updated;
    });
  }

  /** One AI generation, never throwing: provider failures become {ok: false, message}. */
  async function generate(
    kind: GenerationKind,
    template: TemplateRow,
  ): Promise<{ ok: true; value: string; note?: string } | { ok: false; message: string }> {
    try {
      if (kind === 'image') {
        const image = await ai.generateImage(template);
        return { ok: true, value: image.url, ...(image.note ? { note: image.note } : {}) };
      }
      return { ok: true, value: await ai.generateText(kind, template) };
    } catch (error) {
      if (!(error instanceof AiError)) log.error({ err: error, templateId: template.template_id, kind }, 'AI generation failed');
      return { ok: false, message: error instanceof AiError ? error.message : `AI 生成失败：${(error as Error).message}` };
    }
  }

  return {
    get: existing,

    /** The CSV of every template the filters match, in the list's order, read and sent in batches. */
    exportCsv(query: ExportTemplatesQuery): AsyncGenerator<string> {
      const { sort_by, sort_order, language, ...filters } = query;
      return templatesCsv(repo, filters, { by: sort_by, order: sort_order }, language);
    },

    async list(query: ListTemplatesQuery) {
      const { skip, limit, sort_by, sort_order, ...filters } = query;
      const { rows, count } = await repo.list(filters, skip, limit, { by: sort_by, order: sort_order });
      return { data: rows.map(toPublicTemplate), count };
    },

    async create(body: CreateTemplateBody, actor: Actor): Promise<TemplateRow> {
      const values = { ...DEFAULTS, ...presentFields(body) };
      return repo.transaction(async (tx) => {
        const created = await tx.create(values);
        await tx.addHistory(created.template_id, 'create', diff(null, values), actor);
        return created;
      });
    },

    /** Only the fields present change; null clears one. Into 已上架 only as publish allows. */
    async update(body: UpdateTemplateBody, actor: Actor): Promise<TemplateRow> {
      const changes = presentFields(body);
      return changeChecked(body.template_id, changes, 'update', actor, (current) => assertPublishable(current, changes));
    },

    async delete(id: number, actor: Actor): Promise<void> {
      // Read locked in the deleting transaction: the files removed afterwards are the ones the
      // template held when it went (a change landing meanwhile waits, then finds it gone).
      const template = await repo.transaction(async (tx) => {
        const found = await lockedTemplate(tx, id);
        if (!(await tx.delete(id))) throw notFound(NOT_FOUND);
        await tx.addHistory(id, 'delete', { template_name: [found.template_name, null] }, actor);
        return found;
      });
      await removeUnusedMedia(TEMPLATE_MEDIA_COLUMNS.map((column) => template[column]));
    },

    /** Same fields, a new id, original_template_id = the source, back to 待生成 / UNREVIEWED. */
    async copy(id: number, actor: Actor): Promise<TemplateRow> {
      // The source is read locked in the copying transaction: a delete of it either waits and
      // then sees the copy using its files, or goes first and the copy answers 404 (it never
      // points at files the delete removed).
      return repo.transaction(async (tx) => {
        const source = await lockedTemplate(tx, id);
        const { template_id: _id, created_at: _created, updated_at: _updated, ...fields } = source;
        const values: TemplateValues = {
          ...fields,
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
        throw validationFailed(['body'], 'Give template_status, template_sub_status or both', 'missing');
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
        for (const template of found) assertPublishable(template, changes, `模板 ${template.template_id}：`);
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

    /** A proposal for one field; nothing is saved (the admin saves the form). Recorded in the history. */
    async generateField(kind: GenerationKind, id: number, actor: Actor): Promise<{ success: boolean; message: string; value?: string }> {
      const template = await existing(id);
      const result = await generate(kind, template);
      if (!result.ok) return { success: false, message: result.message };
      const field = kind === 'image' ? 'generated_image_url' : GENERATED_FIELD[kind];
      await repo.addHistory(id, 'generation', { [field]: [null, result.value] }, actor);
      const message = result.note
        ? `${KIND_LABEL[kind]}已生成：${result.note}`
        : ai.offline
          ? `${KIND_LABEL[kind]}已离线生成（未配置 AI 服务，内容由模板信息自动撰写）`
          : `${KIND_LABEL[kind]}生成成功`;
      return { success: true, message, value: result.value };
    },

    /**
     * From 已生成 only. Approve: AI fills the empty ones of name, main image, recommendation and
     * evaluation, then 待补全 / UNREVIEWED. Reject: 待生成 / AUDIT_FAILED. The status condition
     * is part of the UPDATE, so two reviews at once cannot both pass.
     */
    async review(id: number, action: 'approve' | 'reject', actor: Actor): Promise<{ template: TemplateRow; message: string }> {
      const template = await existing(id);
      const guard = () => {
        throw conflict(`Only templates in 已生成 can be reviewed (template ${id} is ${template.template_status})`);
      };
      if (template.template_status !== '已生成') guard();

      if (action === 'reject') {
        const updated = await change(
          template,
          { template_status: '待生成', template_sub_status: 'AUDIT_FAILED' },
          'review',
          actor,
          '已生成',
        );
        if (!updated) return guard();
        return { template: updated, message: '审核不通过，模板已退回待生成（AUDIT_FAILED）' };
      }

      const toFill: GenerationKind[] = [];
      if (isBlank(template.template_name)) toFill.push('title');
      if (isBlank(template.template_main_image)) toFill.push('image');
      if (isBlank(template.template_system_recommendation)) toFill.push('recommendation');
      if (isBlank(template.template_user_evaluation)) toFill.push('evaluation');
      const results = await Promise.all(toFill.map(async (kind) => ({ kind, result: await generate(kind, template) })));

      const changes: Partial<TemplateValues> = { template_status: '待补全', template_sub_status: 'UNREVIEWED' };
      const filled: string[] = [];
      const failed: string[] = [];
      for (const { kind, result } of results) {
        if (!result.ok) {
          failed.push(`${KIND_LABEL[kind]}（${result.message}）`);
          continue;
        }
        filled.push(KIND_LABEL[kind]);
        if (kind === 'image') changes.template_main_image = result.value;
        else (changes as Record<string, unknown>)[TEXT_FIELD_OF[kind]] = result.value;
      }
      const updated = await change(template, changes, 'review', actor, '已生成');
      if (!updated) return guard();
      let message = filled.length > 0 ? `审核通过，AI 已补全：${filled.join('、')}` : '审核通过，无需 AI 补全';
      if (filled.length > 0 && ai.offline) message += '（离线生成）';
      if (failed.length > 0) message += `；以下内容 AI 补全失败，请手动完善：${failed.join('、')}`;
      return { template: updated, message };
    },

    /** From 待补全 only, with the five required fields filled: 已上架 / 已上架. */
    async publish(id: number, actor: Actor): Promise<TemplateRow> {
      const changes = { template_status: PUBLISHED, template_sub_status: PUBLISHED };
      return changeChecked(id, changes, 'publish', actor, (current) => {
        if (current.template_status !== '待补全') throw notPublishable(id, current.template_status);
        assertPublishable(current, changes);
      });
    },

    /**
     * Stores a checked reference image as template_reference_image_<index> and creates the
     * video task for the template's platform; the worker later puts the video into
     * template_video_url_<index>.
     */
    async uploadReference(id: number, index: number, image: { data: Buffer; kind: ImageKind }, actor: Actor) {
      const template = await existing(id);
      if (!template.template_platform) {
        throw unprocessable('The template has no platform (template_platform): set it before generating a reference video');
      }
      const key = newKey('references', image.kind);
      await storage.put(key, image.data);
      const url = storage.url(key);
      const field = `template_reference_image_${index}` as keyof TemplateValues;
      await change(template, { [field]: url }, 'reference_upload', actor);
      const task = await tasks.createForReference({
        templateId: template.template_id,
        originalTemplateId: template.original_template_id,
        platform: template.template_platform,
        imageUrl: url,
        slot: index,
        params: {
          source: 'reference_upload',
          reference_image_index: index,
          prompt: template.template_prompt,
          image_url: url,
          template_params: template.template_params,
        },
      });
      return {
        success: true,
        message: `参考图${index}上传成功，视频生成任务 #${task.task_id} 已创建`,
        reference_image_url: url,
        task_id: task.task_id,
      };
    },
  };
}

export type VideoTemplatesService = ReturnType<typeof createVideoTemplatesService>;

declare module 'fastify' {
  interface FastifyInstance {
    videoTemplatesService: VideoTemplatesService;
  }
}

export const videoTemplatesServicePlugin = fp(
  async (app) => {
    app.decorate(
      'videoTemplatesService',
      createVideoTemplatesService({
        repo: app.videoTemplatesRepository,
        tasks: app.videoTasksService,
        ai: app.ai,
        storage: app.storage,
        log: app.log,
      }),
    );
  },
  { name: 'video-templates-service', dependencies: ['video-templates-repository', 'video-tasks-service', 'ai', 'storage'] },
);
