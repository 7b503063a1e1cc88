import { notFound } from '../../lib/http-errors.js';
import { TEMPLATE_NOT_FOUND } from '../../lib/messages.js';
import type { Actor, TemplateRow, TemplateValues } from './template-rows.js';
import { diff } from './template-values.js';
import type { VideoTemplatesRepository } from './video-templates.repository.js';

/** How the service's parts read a template and write a change with its history row. */
export function templateChanges(repo: VideoTemplatesRepository) {
  /** The template, or the 404. */
  async function existing(id: number): Promise<TemplateRow> {
    const template = await repo.findById(id);
    if (!template) throw notFound(TEMPLATE_NOT_FOUND);
    return template;
  }

  /** The template re-read inside `tx`, locked until the transaction ends (see lockByIds). */
  async function lockedTemplate(tx: VideoTemplatesRepository, id: number): Promise<TemplateRow> {
    const [template] = await tx.lockByIds([id]);
    if (!template) throw notFound(TEMPLATE_NOT_FOUND);
    return template;
  }

  return {
    existing,
    lockedTemplate,

    /** Writes changes and their history row together; with `whenStatus`, only while the template has it (else null). */
    async change(
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
    },

    /**
     * Checks and writes changes, with their history row, in one transaction on the locked row: what
     * `check` saw is what the changes apply to (no other change can land in between). A change
     * that changes nothing writes nothing, not even updated_at.
     */
    async changeChecked(
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
        if (!updated) throw notFound(TEMPLATE_NOT_FOUND);
        await tx.addHistory(id, action, changed, actor);
        return updated;
      });
    },
  };
}

export type TemplateChanges = ReturnType<typeof templateChanges>;
