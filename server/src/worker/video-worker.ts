import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { WorkerConfig } from '../config.js';
import { isUrlOrPath } from '../lib/url-or-path.js';
import type { ChangeEvent } from '../modules/changes/change-feed.js';
import type { TaskChanges, TaskRow, VideoTasksRepository } from '../modules/video-tasks/video-tasks.repository.js';
import { TASK_STATUS } from '../modules/video-tasks/video-tasks.schemas.js';
import { handOverReferenceVideo } from '../modules/video-templates/reference-video.js';
import type { VideoTemplatesRepository } from '../modules/video-templates/video-templates.repository.js';
import type { Storage } from '../storage/storage.js';
import { PlatformError, type PlatformImage, type SubmitInput } from '../providers/video/platform.js';
import type { PlatformRegistry } from '../providers/video/registry.js';
import { platformLabel } from '../providers/labels.js';
import { ClaimLoop, inMs, keepLease } from './claim-loop.js';

export interface WorkerDeps {
  tasks: VideoTasksRepository;
  templates: VideoTemplatesRepository;
  platforms: PlatformRegistry;
  storage: Storage;
  config: WorkerConfig;
  log: FastifyBaseLogger;
}

const pastDeadline = (task: TaskRow, deadlineMs: number) => deadlineMs > 0 && Date.now() - Date.parse(task.created_at) > deadlineMs;

const duration = (ms: number) => (ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`);

/**
 * Drives video tasks through their platform: pending (1) tasks are submitted and become
 * running (2); running ones are polled until completed (3) or failed (4). All state lives in
 * the database (status, platform task id, attempts, next_attempt_at), so a restarted server
 * carries on where the last one stopped, and several instances can share the work: each claims
 * due tasks with a lease (see claimDue) and writes its result only while it still holds it.
 * Errors (network, refusals) are retried with exponential backoff; after WORKER_MAX_ATTEMPTS the
 * task fails with the platform's message in query_task_rsp. A task its platform still reports as
 * processing TASK_DEADLINE_MS after its creation fails too.
 */
export class VideoWorker extends ClaimLoop<TaskRow> {
  readonly id = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;

  constructor(private readonly deps: WorkerDeps) {
    super(deps.log);
  }

  protected capacity(): number {
    return this.deps.config.concurrency;
  }

  protected pollIntervalMs(): number {
    return this.deps.config.pollIntervalMs;
  }

  protected claim(room: number): Promise<TaskRow[]> {
    return this.deps.tasks.claimDue(this.id, new Date().toISOString(), inMs(this.deps.config.leaseMs), room);
  }

  protected keyOf(task: TaskRow): number {
    return task.task_id;
  }

  protected work(task: TaskRow): Promise<void> {
    return this.step(task);
  }

  /**
   * Hears the change feed (this instance's writes and, on PostgreSQL, the others'): a task
   * created, or set to pending or running (an admin sending it back to the worker), may be due
   * now, so it looks at once rather than at the next poll; so it does after a `reset`, when
   * changes may have been missed. A task's writes by this worker's own steps do not wake it.
   */
  hear(event: ChangeEvent): void {
    const mayBeDue =
      event.kind === 'reset' ||
      (event.kind === 'task' &&
        event.op !== 'deleted' &&
        event.id !== null &&
        !this.workingOn(event.id) &&
        (event.task_status === TASK_STATUS.pending || event.task_status === TASK_STATUS.running));
    if (mayBeDue) this.wake();
  }

  /** Gives back any reservation this instance still holds. */
  protected override async afterStop(): Promise<void> {
    await this.deps.tasks.releaseAll(this.id);
  }

  private async step(task: TaskRow): Promise<void> {
    const { config, tasks, log } = this.deps;
    const stopRenewing = keepLease(() => tasks.renewLease(task.task_id, this.id, inMs(config.leaseMs)), config.leaseMs, log, {
      taskId: task.task_id,
    });
    try {
      if (task.task_status === TASK_STATUS.pending) await this.submit(task);
      else await this.poll(task);
    } catch (error) {
      await this.failedAttempt(task, error);
    } finally {
      stopRenewing();
    }
  }

  private async submit(task: TaskRow): Promise<void> {
    const platform = this.deps.platforms.forSubmit(task);
    const input = await this.inputFor(task);
    const result = await platform.submit(task, input);
    const updated = await this.deps.tasks.finishStep(task.task_id, this.id, TASK_STATUS.pending, {
      task_status: TASK_STATUS.running,
      platform_task_id: result.platformTaskId,
      create_task_rsp: result.response,
      attempts: 0,
      next_attempt_at: inMs(result.pollAfterMs ?? this.deps.config.taskPollIntervalMs),
    });
    this.deps.log.info(
      { taskId: task.task_id, platform: platform.name, platformTaskId: result.platformTaskId, applied: updated !== null },
      'video task submitted',
    );
  }

  private async poll(task: TaskRow): Promise<void> {
    const platform = this.deps.platforms.forQuery(task);
    if (!platform) {
      // A running task of a platform this server has no credentials for: nothing to ask. It is
      // parked (not failed); configuring the platform and setting it to running again resumes it.
      await this.deps.tasks.finishStep(task.task_id, this.id, TASK_STATUS.running, { next_attempt_at: null });
      this.deps.log.warn({ taskId: task.task_id, platform: task.platform }, 'video task parked: platform not configured');
      return;
    }
    const result = await platform.query(task);
    const { tasks, config } = this.deps;
    if (result.state === 'running' && pastDeadline(task, config.taskDeadlineMs)) {
      const message = `${platformLabel(platform.name)}: still processing ${duration(config.taskDeadlineMs)} after the task was created; given up (TASK_DEADLINE_MS)`;
      await tasks.finishStep(task.task_id, this.id, TASK_STATUS.running, {
        task_status: TASK_STATUS.failed,
        query_task_rsp: { ...result.response, error: message },
        next_attempt_at: null,
      });
      this.deps.log.warn({ taskId: task.task_id, platform: platform.name }, 'video task failed: past its deadline');
      return;
    }
    if (result.state === 'running') {
      await tasks.finishStep(task.task_id, this.id, TASK_STATUS.running, {
        query_task_rsp: result.response,
        attempts: 0,
        next_attempt_at: inMs(result.pollAfterMs ?? config.taskPollIntervalMs),
      });
      return;
    }
    if (result.state === 'failed') {
      await tasks.finishStep(task.task_id, this.id, TASK_STATUS.running, {
        task_status: TASK_STATUS.failed,
        query_task_rsp: { ...result.response, error: result.message },
        next_attempt_at: null,
      });
      this.deps.log.info({ taskId: task.task_id, message: result.message }, 'video task failed on its platform');
      return;
    }
    if (!isUsableVideoUrl(result.videoUrl)) {
      // Whatever a platform answers is stored and later shown as a link and a <video src>: only
      // an http(s) URL (or our own /media path) may become one. Asking again will not change it.
      await tasks.finishStep(task.task_id, this.id, TASK_STATUS.running, {
        task_status: TASK_STATUS.failed,
        query_task_rsp: { ...result.response, error: `${platform.name}: the finished task's video URL is not an http(s) URL` },
        next_attempt_at: null,
      });
      this.deps.log.warn({ taskId: task.task_id, platform: platform.name }, 'video task failed: unusable video URL');
      return;
    }
    const completion = {
      task_status: TASK_STATUS.completed,
      video_url: result.videoUrl,
      query_task_rsp: result.response,
      attempts: 0,
      next_attempt_at: null,
    };
    // A reference-upload task hands its video to the template in the same transaction that
    // completes it: a crash leaves both undone (the task is polled again) or both done.
    const done = await tasks.finishStepTogether(task.task_id, this.id, TASK_STATUS.running, completion, async (finished, trx) => {
      if (finished.template_video_slot) {
        await handOverReferenceVideo(
          this.deps.templates.joining(trx),
          finished.template_id,
          finished.template_video_slot,
          result.videoUrl,
          finished.task_id,
        );
      }
    });
    this.deps.log.info({ taskId: task.task_id, platform: platform.name, applied: done !== null }, 'video task completed');
  }

  private async failedAttempt(task: TaskRow, error: unknown): Promise<void> {
    const { config, tasks, log } = this.deps;
    const attempts = task.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    const platformResponse = error instanceof PlatformError ? error.response : null;
    const stage = task.task_status === TASK_STATUS.pending ? 'submit' : 'query';
    let changes: TaskChanges;
    if (attempts >= config.maxAttempts) {
      changes = {
        task_status: TASK_STATUS.failed,
        attempts,
        next_attempt_at: null,
        query_task_rsp: { error: message, stage, attempts, platform_response: platformResponse },
      };
      log.warn({ taskId: task.task_id, attempts, err: error }, 'video task failed after retries');
    } else {
      const backoff = Math.min(config.retryMaxMs, config.retryBaseMs * 2 ** (attempts - 1));
      const retryAt = inMs(backoff * (1 + Math.random() * 0.1));
      changes = {
        attempts,
        next_attempt_at: retryAt,
        query_task_rsp: { last_error: message, stage, attempts, retry_at: retryAt, platform_response: platformResponse },
      };
      log.info({ taskId: task.task_id, attempts, retryAt, message }, 'video task step failed, will retry');
    }
    try {
      await tasks.finishStep(task.task_id, this.id, task.task_status, changes);
    } catch (writeError) {
      // The lease runs out and the task is claimed again later.
      log.error({ err: writeError, taskId: task.task_id }, 'video worker could not record a failure');
    }
  }

  /** The prompt and pictures to send; pictures in our own storage are sent as bytes. */
  private async inputFor(task: TaskRow): Promise<SubmitInput> {
    const params = task.create_task_params ?? {};
    let prompt = typeof params.prompt === 'string' ? params.prompt : null;
    if (prompt === null) prompt = (await this.deps.templates.findById(task.template_id))?.template_prompt ?? '';
    return {
      prompt,
      firstImage: await this.image(task.first_image),
      secondImage: await this.image(task.second_image),
      params,
    };
  }

  private async image(url: string | null): Promise<PlatformImage | null> {
    if (!url) return null;
    if (/^https?:\/\//i.test(url)) return { url };
    const key = this.deps.storage.keyOf(url);
    const file = key ? await this.deps.storage.get(key) : null;
    if (!file) throw new PlatformError(`the task's image ${url} cannot be read`);
    return { base64: file.data.toString('base64'), mime: file.contentType };
  }
}

/** A video URL fit to store and show: a non-empty http(s) URL or site-relative path (see isUrlOrPath). */
function isUsableVideoUrl(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= 2048 && isUrlOrPath(value);
}
