import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { readSample, SAMPLE_CLIPS, sampleFor } from '../lib/sample-media.js';
import type { Storage } from '../storage/storage.js';
import { PHOTO_TIPS, platformLabel } from '../providers/labels.js';
import { PLATFORMS } from '../schemas/backend.js';
import { createVideoTasksRepository, type NewTask } from '../modules/video-tasks/video-tasks.repository.js';
import { TASK_STATUS } from '../modules/video-tasks/video-tasks.schemas.js';
import {
  createVideoTemplatesRepository,
  type Dialect,
  type TemplateRow,
  type TemplateValues,
} from '../modules/video-templates/video-templates.repository.js';
import { DEMO_THEMES, type DemoTheme } from './demo-themes.js';

export const DEMO_MARKER = 'demo_data';
export const DEMO_TEMPLATE_COUNT = 60;
export const DEMO_TASK_COUNT = 200;
const DAY = 24 * 60 * 60 * 1000;

/** A small seeded generator (mulberry32), so every fresh database gets the same demo set. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    digits: (count: number) =>
      Array.from({ length: count }, (_, i) => (i === 0 ? 1 + Math.floor(next() * 9) : Math.floor(next() * 10))).join(''),
  };
}

/** Shipped sample photos by the kind a theme asks its users for (DemoTheme.photoTips). */
const PHOTOS: Record<DemoTheme['photoTips'], string[]> = {
  1: ['person-1.png', 'person-2.png', 'person-3.png', 'person-4.png'],
  2: ['couple-1.png', 'couple-2.png'],
  3: ['pet-1.png', 'pet-2.png'],
};
const MERGED = ['merged-1.png', 'merged-2.png'];
const POSTERS = [
  'demo-poster-1.svg',
  'demo-poster-2.svg',
  'demo-poster-3.svg',
  'demo-poster-4.svg',
  'demo-poster-5.svg',
  'demo-poster-6.svg',
];

interface DemoFiles {
  /** One photo URL per theme, of the kind the theme asks for. */
  photos: string[];
  merged: string[];
  clips: string[];
  posters: string[];
}

/** Copies the shipped samples the demo set shows into storage under demo/ (same keys every time). */
async function writeFiles(storage: Storage): Promise<DemoFiles> {
  const putAll = (names: readonly string[]) =>
    Promise.all(
      names.map(async (name) => {
        const key = `demo/${name}`;
        await storage.put(key, await readSample(name));
        return storage.url(key);
      }),
    );
  const photoNames = Object.values(PHOTOS).flat();
  const photoUrls = new Map((await putAll(photoNames)).map((url, i) => [photoNames[i]!, url]));
  const photos = DEMO_THEMES.map((theme, i) => photoUrls.get(sampleFor(PHOTOS[theme.photoTips], i))!);
  const [merged, clips, posters] = await Promise.all([putAll(MERGED), putAll(SAMPLE_CLIPS), putAll(POSTERS)]);
  return { photos, merged, clips, posters };
}

const PUBLISHED_SUBS = [
  '已上架',
  '已上架',
  '已下架',
  '已上架',
  '未确认',
  '已上架',
  '已下架',
  '已上架',
  '拒绝上架',
  '已上架',
  '已下架',
  '已上架',
  '审核不通过',
  '已上架',
  '已下架',
  '已加入队列',
  '已上架',
  '未审核',
];

function statusOf(index: number): { status: string; sub: string } {
  if (index < 15)
    return { status: '待生成', sub: ['UNREVIEWED', 'IN_QUEUE', 'UNREVIEWED', 'GENERATION_FAILED', 'AUDIT_FAILED'][index % 5]! };
  if (index < 27) return { status: '已生成', sub: ['UNREVIEWED', 'AUDIT_PENDING', 'UNREVIEWED', 'IN_QUEUE'][index % 4]! };
  if (index < 42) return { status: '待补全', sub: index % 4 === 0 ? 'AUDIT_PENDING' : 'UNREVIEWED' };
  return { status: '已上架', sub: PUBLISHED_SUBS[index - 42]! };
}

function recommendationOf(name: string, theme: DemoTheme, platform: string): string {
  return `「${name}」由${platformLabel(platform)}生成：${theme.prompt}。上传一张${PHOTO_TIPS[theme.photoTips]}即可一键生成同款短视频，适合节日祝福与社交分享。`;
}

function evaluationOf(theme: DemoTheme, index: number): string {
  const lines = [
    '效果超出预期，朋友都问我是怎么做的！',
    '动作很自然，细节也到位，已经推荐给身边的人了。',
    '几秒钟就出片，氛围感满满，五星好评。',
  ];
  return `用了「${theme.name}」模板，${lines[index % lines.length]}`;
}

/** The 60 demo templates: every status and sub-status, copies, gaps to fill and complete ones. */
function buildTemplates(
  files: DemoFiles,
  now: number,
  rng: ReturnType<typeof random>,
): (TemplateValues & { at: string; updated: string })[] {
  return Array.from({ length: DEMO_TEMPLATE_COUNT }, (_, i) => {
    const theme = DEMO_THEMES[i % DEMO_THEMES.length]!;
    const { status, sub } = statusOf(i);
    const platform = PLATFORMS[i % 3]!;
    const variant = Math.floor(i / DEMO_THEMES.length);
    const name = variant === 0 ? theme.name : `${theme.name}${variant === 1 ? ' · 竖屏版' : ' · 加长版'}`;
    const photo = files.photos[i % DEMO_THEMES.length]!;
    const clip = files.clips[i % files.clips.length]!;
    const generated = status !== '待生成';
    const created = now - (45 - (i * 44) / DEMO_TEMPLATE_COUNT) * DAY - rng.int(0, 6 * 60) * 60_000;
    const updated = Math.min(now - 60_000, created + rng.int(1, 72) * 60 * 60_000);
    const values: TemplateValues & { at: string; updated: string } = {
      original_template_id: null,
      template_name: name,
      template_platform: platform,
      template_prompt: theme.prompt,
      template_category_id: theme.category,
      template_status: status,
      template_sub_status: sub,
      template_params: {
        duration: i % 2 ? 5 : 10,
        aspect_ratio: '9:16',
        camera: ['推镜头', '环绕', '跟拍', '固定机位'][i % 4],
        style: theme.category.split('-')[0],
      },
      template_main_image: generated ? files.posters[i % files.posters.length]! : null,
      template_video_url: generated ? clip : null,
      template_video_url_1: status === '已上架' ? files.clips[(i + 1) % files.clips.length]! : null,
      template_video_url_2: status === '已上架' && i % 2 === 0 ? files.clips[(i + 2) % files.clips.length]! : null,
      template_video_url_3: null,
      template_video_url_4: null,
      template_reference_image_1: photo,
      template_reference_image_2: theme.photoTips === 2 ? files.photos[(i + 5) % DEMO_THEMES.length]! : null,
      template_reference_image_3: null,
      template_reference_image_4: null,
      template_image_num: theme.photoTips === 2 ? 2 : 1,
      photo_tips_id: theme.photoTips,
      template_top_title: generated ? theme.topTitle : null,
      template_system_recommendation: generated ? recommendationOf(name, theme, platform) : null,
      template_user_evaluation: status === '已上架' || status === '待补全' ? evaluationOf(theme, i) : null,
      template_is_manual_audit: i % 5 === 0,
      at: new Date(created).toISOString(),
      updated: new Date(updated).toISOString(),
    };
    // 已生成: some gaps that "approve" fills with AI.
    if (status === '已生成') {
      if (i % 3 === 0) values.template_name = null;
      if (i % 3 === 1) values.template_main_image = null;
      if (i % 2 === 0) values.template_user_evaluation = null;
    }
    // 待补全: the first three are complete (publishable); the others miss one or more required fields.
    if (status === '待补全') {
      const gaps: (keyof TemplateValues)[][] = [
        [],
        [],
        [],
        ['template_category_id'],
        ['template_top_title', 'template_main_image'],
        ['template_video_url'],
        ['photo_tips_id'],
        ['template_category_id', 'template_video_url'],
        ['template_top_title'],
        ['template_main_image'],
        ['photo_tips_id', 'template_top_title'],
        ['template_video_url'],
        ['template_category_id'],
        ['template_main_image', 'template_video_url'],
        ['template_top_title'],
      ];
      for (const field of gaps[i - 27] ?? []) (values as Record<string, unknown>)[field] = null;
      if (i === 35) values.template_top_title = '   ';
    }
    if (status === '待生成' && sub === 'GENERATION_FAILED')
      values.template_params = { ...values.template_params, last_error: '生成超时，请重试' };
    return values;
  });
}

const FAILURES: Record<string, string[]> = {
  keling: ['可灵: 图片内容审核未通过，请更换参考图', '可灵: 任务生成超时', '可灵: 账户余额不足'],
  jimeng: ['即梦: Risk Not Pass（输入内容未通过审核）', '即梦: task expired', '即梦: 请求频率超限，请稍后再试'],
  minimax: ['MiniMax: 输入内容涉及敏感内容', 'MiniMax: 生成视频涉及敏感内容', 'MiniMax: 参数错误，first_frame_image 无法下载'],
};

function platformResponses(platform: string, id: string, videoUrl: string | null, rng: ReturnType<typeof random>) {
  const requestId = `${rng.digits(8)}-${rng.digits(4)}-${rng.digits(4)}`;
  const note = '演示数据：没有提交到平台，后台执行器不处理这条任务';
  if (platform === 'keling') {
    return {
      create: { demo: true, note, code: 0, message: 'SUCCEED', request_id: requestId, data: { task_id: id, task_status: 'submitted' } },
      done: {
        demo: true,
        code: 0,
        message: 'SUCCEED',
        request_id: requestId,
        data: { task_id: id, task_status: 'succeed', task_result: { videos: [{ id: rng.digits(18), url: videoUrl, duration: '5.1' }] } },
      },
      running: { demo: true, code: 0, message: 'SUCCEED', data: { task_id: id, task_status: 'processing' } },
    };
  }
  if (platform === 'jimeng') {
    return {
      create: { demo: true, note, code: 10000, message: 'Success', request_id: requestId, data: { task_id: id } },
      done: { demo: true, code: 10000, message: 'Success', request_id: requestId, data: { status: 'done', video_url: videoUrl } },
      running: { demo: true, code: 10000, message: 'Success', data: { status: 'generating' } },
    };
  }
  return {
    create: { demo: true, note, task_id: id, base_resp: { status_code: 0, status_msg: 'success' } },
    done: {
      demo: true,
      task_id: id,
      status: 'Success',
      file_id: rng.digits(15),
      file: { download_url: videoUrl },
      base_resp: { status_code: 0, status_msg: 'success' },
    },
    running: { demo: true, task_id: id, status: 'Processing', base_resp: { status_code: 0, status_msg: 'success' } },
  };
}

/** The 200 demo tasks: three platforms, four statuses, realistic ids, spread over four weeks. */
function buildTasks(templates: TemplateRow[], files: DemoFiles, now: number, rng: ReturnType<typeof random>): NewTask[] {
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

/**
 * Loads the demo set into an empty database, once: a row in app_meta marks it loaded (inserted
 * in the same transaction, so two instances starting together load it once), and a database
 * with any template or task of its own is left alone.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  dialect: Dialect,
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<{ templates: number; tasks: number } | null> {
  const marker = await db.selectFrom('app_meta').select('key').where('key', '=', DEMO_MARKER).executeTakeFirst();
  if (marker) return null;
  const templatesRepo = createVideoTemplatesRepository(db, dialect);
  if ((await templatesRepo.count()) > 0 || (await createVideoTasksRepository(db, dialect).count()) > 0) return null;

  const started = Date.now();
  const files = await writeFiles(storage);
  const rng = random(20261122);
  const now = Date.now();
  const templateValues = buildTemplates(files, now, rng);

  try {
    const result = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('app_meta')
        .values({
          key: DEMO_MARKER,
          value: JSON.stringify({ templates: DEMO_TEMPLATE_COUNT, tasks: DEMO_TASK_COUNT }),
          created_at: new Date().toISOString(),
        })
        .execute();
      const repo = createVideoTemplatesRepository(trx, dialect);
      const created: TemplateRow[] = [];
      for (const [i, { at, updated, ...values }] of templateValues.entries()) {
        // Every seventh template from the second round on is a copy of an earlier one.
        if (i >= 20 && i % 7 === 3) values.original_template_id = created[i - 20]!.template_id;
        const row = await repo.create(values, at);
        await trx.updateTable('video_templates').set({ updated_at: updated }).where('template_id', '=', row.template_id).execute();
        created.push({ ...row, updated_at: updated });
        await repo.addHistory(
          row.template_id,
          values.original_template_id ? 'copy' : 'create',
          { demo: [null, true], template_name: [null, values.template_name] },
          { id: null, email: null },
          at,
        );
        if (values.template_status === '已上架') {
          await repo.addHistory(
            row.template_id,
            'publish',
            { template_status: ['待补全', '已上架'], template_sub_status: ['UNREVIEWED', '已上架'] },
            { id: null, email: null },
            updated,
          );
        }
      }
      const tasks = buildTasks(created, files, now, rng);
      await createVideoTasksRepository(trx, dialect).createMany(tasks);
      return { templates: created.length, tasks: tasks.length };
    });
    log.info({ ...result, ms: Date.now() - started }, 'demo data loaded (SEED_DEMO=false turns this off)');
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) return null; // another instance loaded it at the same moment
    throw error;
  }
}
