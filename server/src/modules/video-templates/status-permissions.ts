import type { Permission } from '../../lib/roles.js';
import { PUBLISHED } from './publish-rules.js';
import type { TemplateRow, TemplateValues } from './template-rows.js';

/**
 * The permission a template's status move needs beyond templates.edit: anything that takes a
 * template into or out of 已上架, or moves it within (take down, re-list), is publishing; any other
 * move along the pipeline (pass, reject, send back for completion) is reviewing. A change that
 * leaves both statuses as they are needs nothing more.
 */
export function statusChangePermission(current: TemplateRow, changes: Partial<TemplateValues>): Permission | null {
  const statusMoves = changes.template_status !== undefined && changes.template_status !== current.template_status;
  const subStatusMoves = changes.template_sub_status !== undefined && changes.template_sub_status !== current.template_sub_status;
  if (!statusMoves && !subStatusMoves) return null;
  const published = current.template_status === PUBLISHED || changes.template_status === PUBLISHED;
  return published ? 'templates.publish' : 'templates.review';
}
