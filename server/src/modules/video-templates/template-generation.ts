import type { FastifyBaseLogger } from 'fastify';
import { conflict } from '../../lib/http-errors.js';
import {
  GENERATION_LABELS,
  OFFLINE_SUFFIX,
  REVIEW_APPROVED,
  REVIEW_REJECTED,
  aiGenerationFailed,
  generated,
  generatedOffline,
  generatedWithNote,
  notReviewable,
  reviewApprovedFilled,
  reviewFillFailed,
} from '../../lib/messages.js';
import { AiError, GENERATED_FIELD, type AiProvider, type TextKind } from '../../providers/ai/ai-provider.js';
import { isBlank } from './publish-rules.js';
import type { TemplateChanges } from './template-changes.js';
import type { Actor, TemplateRow, TemplateValues } from './template-rows.js';
import type { VideoTemplatesRepository } from './video-templates.repository.js';

export type GenerationKind = TextKind | 'image';

const TEXT_FIELD_OF: Record<TextKind, keyof TemplateValues> = {
  title: 'template_name',
  recommendation: 'template_system_recommendation',
  evaluation: 'template_user_evaluation',
};

export interface GenerationDeps {
  repo: VideoTemplatesRepository;
  changes: TemplateChanges;
  ai: AiProvider;
  log: FastifyBaseLogger;
}

/** What AI writes for templates: one field proposed on demand, and the empty ones filled when a review approves. */
export function templateGeneration({ repo, changes: { existing, change }, ai, log }: GenerationDeps) {
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
      return { ok: false, message: error instanceof AiError ? error.message : aiGenerationFailed((error as Error).message) };
    }
  }

  return {
    /** A proposal for one field; nothing is saved (the admin saves the form). Recorded in the history. */
    async generateField(kind: GenerationKind, id: number, actor: Actor): Promise<{ success: boolean; message: string; value?: string }> {
      const template = await existing(id);
      const result = await generate(kind, template);
      if (!result.ok) return { success: false, message: result.message };
      const field = kind === 'image' ? 'generated_image_url' : GENERATED_FIELD[kind];
      await repo.addHistory(id, 'generation', { [field]: [null, result.value] }, actor);
      const label = GENERATION_LABELS[kind];
      const message = result.note ? generatedWithNote(label, result.note) : ai.offline ? generatedOffline(label) : generated(label);
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
        throw conflict(notReviewable(id, template.template_status));
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
        return { template: updated, message: REVIEW_REJECTED };
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
          failed.push(`${GENERATION_LABELS[kind]}（${result.message}）`);
          continue;
        }
        filled.push(GENERATION_LABELS[kind]);
        if (kind === 'image') changes.template_main_image = result.value;
        else (changes as Record<string, unknown>)[TEXT_FIELD_OF[kind]] = result.value;
      }
      const updated = await change(template, changes, 'review', actor, '已生成');
      if (!updated) return guard();
      let message = filled.length > 0 ? reviewApprovedFilled(filled) : REVIEW_APPROVED;
      if (filled.length > 0 && ai.offline) message += OFFLINE_SUFFIX;
      if (failed.length > 0) message += reviewFillFailed(failed);
      return { template: updated, message };
    },
  };
}
