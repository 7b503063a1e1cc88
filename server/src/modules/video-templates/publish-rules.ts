import { conflict, unprocessable } from '../../lib/http-errors.js';
import { REQUIRED_FIELD_LABELS, notPublishable, publishBlocked } from '../../lib/messages.js';
import type { TemplateRow, TemplateValues } from './template-rows.js';

export const PUBLISHED = '已上架';

/** The publish check, in the client's order and words. */
const REQUIRED_FOR_PUBLISH = Object.entries(REQUIRED_FIELD_LABELS) as [keyof TemplateRow, string][];

export const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export function missingForPublish(template: TemplateRow): string[] {
  return REQUIRED_FOR_PUBLISH.filter(([field]) => isBlank(template[field])).map(([, label]) => label);
}

/** The 409 of a template that may not be published from the status it is in. */
export const notPublishableError = (id: number, status: string) => conflict(notPublishable(id, status));

/**
 * The publish action's checks, for every way a template can reach 已上架 (publish, update, batch
 * status change): it comes from 待补全 and has every required field; otherwise the publish
 * action's 409 or 422. Once published a template stays complete: a change that empties a
 * required field, or re-lists it (sub-status back to 已上架) while one is empty, is refused with
 * the same 422. A published template that lacks a field from before (created so) may still be
 * taken down or edited otherwise. `label` prefixes the message when several templates are checked
 * together. Callers run it on the row as locked in the transaction that writes (see lockByIds).
 */
export function assertPublishable(template: TemplateRow, changes: Partial<TemplateValues>, label = ''): void {
  const next = { ...template, ...changes } as TemplateRow;
  if (next.template_status !== PUBLISHED) return;
  const entering = template.template_status !== PUBLISHED;
  if (entering && template.template_status !== '待补全') throw notPublishableError(template.template_id, template.template_status);
  const missing = missingForPublish(next);
  if (missing.length === 0) return;
  const missingBefore = missingForPublish(template);
  const empties = missing.some((field) => !missingBefore.includes(field));
  const relists = next.template_sub_status === PUBLISHED && template.template_sub_status !== PUBLISHED;
  if (entering || empties || relists) throw unprocessable(label + publishBlocked(missing));
}
