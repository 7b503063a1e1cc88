import { PLATFORMS } from '../schemas/backend.js';
import type { NewTask } from '../modules/video-tasks/video-tasks.repository.js';
import { TASK_STATUS } from '../modules/video-tasks/video-tasks.schemas.js';
import type { TemplateRow } from '../modules/video-templates/video-templates.repository.js';
import type { DemoFiles } from './demo-files.js';
import { FAILURES, platformResponses } from './demo-platform-responses.js';
import { DEMO_THEMES } from './demo-themes.js';
import type { SeededRandom } from './seeded-random.js';

export const DEMO_TASK_COUNT = 200;

/** The 200 demo tasks: three platforms, four statuses, realistic ids, spread over four weeks. */
export function buildDemoTasks(templates: TemplateRow[], files: DemoFiles, now: number, rng: SeededRandom): NewTask[] {
  const published = templates.filter((template) => template.template_status === '已上架');
  const users = Array.from({ length: 48 }, () => rng.int(100_000, 9_999_999));
  return Array.from({ length: DEMO_TASK_COUNT }, (_, i) => {
    const template = rng.next() < 0.75 ? rng.pick(published) : rng.pick(templates);
    const platform = rng.next() < 0.8 ? (template.template_platform ?? 'keling') : rng.pick(PLATFORMS);
    const slot = i % 20;
    const status =
      slot <= 10 ? TASK_STATUS.completed : slot <= 13 ? TASK_STATUS.failed : slot <= 16 ? TASK_STATUS.running : TASK_STATUS.pending;
    const recent = status === TASK_STATUS.pending || status === TASK_STATUS.running;
    const created = now - (recent ? rng.int(5, 2 * 24 * 60) : rng.int(60, 28 * 24 * 60)) * 60_000;
    const updated = status === TASK_STATUS.pending ? created : created + rng.int(1, status === TASK_STATUS.running ? 5 : 9) * 60_000;
    const themeIndex = DEMO_THEMES.findIndex((theme) => template.template_name?.startsWith(theme.name));
    const firstImage = files.photos[themeIndex >= 0 ? themeIndex : i % files.photos.length]!;
    const twoPictures = template.template_image_num === 2;
    const platformTaskId = status === TASK_STATUS.pending ? null : `demo-${platform}-${rng.digits(18)}`;
    const videoUrl = status === TASK_STATUS.completed ? files.clips[i % files.clips.length]! : null;
    const responses = platformTaskId ? platformResponses(platform, platformTaskId.slice(5 + platform.length + 1), videoUrl, rng) : null;
    const failure = rng.pick(FAILURES[platform]!);
    return {
      template_id: template.template_id,
      original_template_id: template.original_template_id,
      user_id: rng.pick(users),
      platform,
      platform_task_id: platformTaskId,
      task_status: status,
      is_read: status === TASK_STATUS.completed ? rng.next() < 0.75 : status === TASK_STATUS.failed ? rng.next() < 0.6 : false,
      video_url: videoUrl,
      first_image: firstImage,
      second_image: twoPictures ? files.photos[(themeIndex + 5 + files.photos.length) % files.photos.length]! : null,
      merged_image: twoPictures ? files.merged[i % files.merged.length]! : null,
      create_task_params: {
        demo: true,
        prompt: template.template_prompt,
        image_url: firstImage,
        duration: i % 3 === 0 ? 10 : 5,
        aspect_ratio: '9:16',
      },
      create_task_rsp: responses?.create ?? null,
      query_task_rsp:
        status === TASK_STATUS.completed
          ? responses!.done
          : status === TASK_STATUS.failed
            ? { demo: true, error: failure }
            : status === TASK_STATUS.running
              ? responses!.running
              : null,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(updated).toISOString(),
      // Demo rows are records to look at: the worker never picks them up.
      worker_managed: false,
      attempts: 0,
      next_attempt_at: null,
      template_video_slot: null,
    };
  });
}
