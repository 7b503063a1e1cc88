import type { TemplateRow } from '../../db/rows.js';

export type TextKind = 'title' | 'recommendation' | 'evaluation';

/** A generated picture, already stored (or, failing that, a remote URL). */
export interface GeneratedImage {
  url: string;
  note?: string;
}

/**
 * Writes template copy and pictures. Two implementations: an OpenAI-compatible HTTP API when
 * AI_BASE_URL is set, and a built-in offline writer otherwise, so the whole flow works with no
 * account anywhere. Failures are thrown as AiError and shown to the admin as {success: false}.
 */
export interface AiProvider {
  readonly name: string;
  /** True for the built-in writer: its output is marked 离线生成. */
  readonly offline: boolean;
  generateText(kind: TextKind, template: TemplateRow): Promise<string>;
  generateImage(template: TemplateRow): Promise<GeneratedImage>;
}

export class AiError extends Error {
  override name = 'AiError';
}

/** Field limits of the template (see the schemas), applied to whatever a model returns. */
export const TEXT_LIMITS: Record<TextKind, number> = { title: 255, recommendation: 5000, evaluation: 5000 };

export const GENERATED_FIELD: Record<TextKind, string> = {
  title: 'generated_title',
  recommendation: 'generated_recommendation',
  evaluation: 'generated_evaluation',
};
