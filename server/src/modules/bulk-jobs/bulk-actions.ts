import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-errors.js';
import {
  rowFailed,
  taskRowFailed,
  taskRowMissing,
  taskRowRefused,
  templateRowFailed,
  templateRowMissing,
  templateRowRefused,
  templateRowWrongStatus,
} from '../../lib/messages.js';
import type { VideoTasksService } from '../video-tasks/video-tasks.service.js';
import type { Actor, VideoTemplatesRepository } from '../video-templates/video-templates.repository.js';
import { PUBLISHED } from '../video-templates/publish-rules.js';
import type { VideoTemplatesService } from '../video-templates/video-templates.service.js';
import type { RowOutcome } from './bulk-jobs.repository.js';

/** One row of a job as the runner hands it over. */
export interface RowWork {
  list: string;
  action: string;
  params: { task_status?: number } | null;
  actor: Actor;
  id: number;
  /** When an earlier run started this row and was cut off before recording its outcome; else null. */
  resumedFrom: string | null;
}

export interface BulkActionDeps {
  templates: VideoTemplatesService;
  templatesRepo: VideoTemplatesRepository;
  tasks: VideoTasksService;
  log: FastifyBaseLogger;
}

/** The history action a template's single action writes, by bulk action. */
const HISTORY_ACTION: Record<string, string> = {
  approve: 'review',
  reject: 'review',
  publish: 'publish',
  take_down: 'update',
  relist: 'update',
  delete: 'delete',
};

/** The status a template must be in for the action, and what the action is called, for the reasons. */
const NEEDS: Record<string, { status: string; verb: string }> = {
  approve: { status: '已生成', verb: '审核' },
  reject: { status: '已生成', verb: '审核' },
  publish: { status: '待补全', verb: '上架' },
  take_down: { status: PUBLISHED, verb: '下架' },
  relist: { status: PUBLISHED, verb: '重新上架' },
};

/** A template not in the status its action needs (the service's 409, worded for the row). */
class WrongStatus extends Error {}

const detailText = (error: HttpError) => (typeof error.detail === 'string' ? error.detail : error.message);

/**
 * Runs one row of a bulk job through the same service call as the single action on the screens,
 * so each row keeps today's rules and writes its history as that action does, and turns a
 * refusal into a plain reason naming the row. Never throws: an unexpected error fails the row.
 */
export function createRowRunner({ templates, templatesRepo, tasks, log }: BulkActionDeps) {
  async function runTemplate(action: string, id: number, actor: Actor): Promise<void> {
    switch (action) {
      case 'approve':
      case 'reject':
        await templates.review(id, action, actor);
        return;
      case 'publish':
        await templates.publish(id, actor);
        return;
      case 'take_down':
      case 'relist': {
        // The published tab's buttons: the sub-status only, through the same update call.
        const current = await templates.get(id);
        if (current.template_status !== PUBLISHED) throw new WrongStatus();
        await templates.update({ template_id: id, template_sub_status: action === 'take_down' ? '已下架' : PUBLISHED }, actor);
        return;
      }
      case 'delete':
        await templates.delete(id, actor);
        return;
      default:
        throw new Error(`unknown template action ${action}`);
    }
  }

  async function templateReason(action: string, id: number, error: unknown): Promise<string> {
    const missing = templateRowMissing(id);
    if (error instanceof HttpError && error.statusCode === 404) return missing;
    if (error instanceof WrongStatus || (error instanceof HttpError && error.statusCode === 409)) {
      const current = await templatesRepo.findById(id);
      const needs = NEEDS[action];
      if (!current) return missing;
      if (needs) return templateRowWrongStatus(id, needs.status, needs.verb, current.template_status);
    }
    if (error instanceof HttpError && error.statusCode < 500) return templateRowRefused(id, detailText(error));
    return templateRowFailed(id);
  }

  /** Whether a cut-off run of this row got as far as writing it: its history row is there. */
  async function templateAlreadyDone(action: string, id: number, actor: Actor, since: string): Promise<boolean> {
    const { rows } = await templatesRepo.listHistory(id, 0, 20);
    return rows.some((row) => row.action === HISTORY_ACTION[action] && row.created_at >= since && row.actor_email === actor.email);
  }

  async function runTask(action: string, id: number, params: RowWork['params']): Promise<void> {
    switch (action) {
      case 'set_status':
        await tasks.update(id, { task_status: params?.task_status });
        return;
      case 'mark_read':
        await tasks.update(id, { is_read: true });
        return;
      case 'delete':
        await tasks.delete(id);
        return;
      default:
        throw new Error(`unknown task action ${action}`);
    }
  }

  function taskReason(id: number, error: unknown): string {
    if (error instanceof HttpError && error.statusCode === 404) return taskRowMissing(id);
    if (error instanceof HttpError && error.statusCode < 500) return taskRowRefused(id, detailText(error));
    return taskRowFailed(id);
  }

  return async function runRow(work: RowWork): Promise<RowOutcome> {
    const { list, action, id, actor, resumedFrom } = work;
    try {
      if (list === 'templates') {
        // Template actions are not repeatable (a second approve is refused, a second delete finds
        // nothing): a row whose cut-off run already wrote it counts as done.
        if (resumedFrom !== null && (await templateAlreadyDone(action, id, actor, resumedFrom))) return { ok: true };
        await runTemplate(action, id, actor);
      } else {
        // Status and read changes give the same result when repeated; a delete that finds the
        // task gone after a cut-off run of its own is that delete.
        try {
          await runTask(action, id, work.params);
        } catch (error) {
          const goneByOwnRun = resumedFrom !== null && action === 'delete' && error instanceof HttpError && error.statusCode === 404;
          if (!goneByOwnRun) throw error;
        }
      }
      return { ok: true };
    } catch (error) {
      if (!(error instanceof HttpError) && !(error instanceof WrongStatus)) {
        log.error({ err: error, list, action, id }, 'bulk job row failed unexpectedly');
      }
      try {
        return { ok: false, reason: list === 'templates' ? await templateReason(action, id, error) : taskReason(id, error) };
      } catch {
        return { ok: false, reason: rowFailed(id) };
      }
    }
  };
}

export type RowRunner = ReturnType<typeof createRowRunner>;
