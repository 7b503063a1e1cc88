// The bench's rows, generated from fixed seeds so every run loads the same ones, with the columns
// and value shapes the application writes.
import { randomUUID } from 'node:crypto';
import { CAMERAS, CATEGORIES, PLATFORMS, SCENES, STYLES, SUBJECTS, TITLE_ENDINGS, TITLE_OPENERS, VARIANTS } from './words.mjs';

const DAY = 86_400_000;

// Status and sub-status together, as the pipeline leaves them, with their share of the rows.
const STATES = [
  ['待生成', 'UNREVIEWED', 8],
  ['待生成', 'IN_QUEUE', 5],
  ['待生成', 'GENERATION_FAILED', 3],
  ['待生成', 'AUDIT_FAILED', 2],
  ['已生成', 'UNREVIEWED', 9],
  ['已生成', 'AUDIT_PENDING', 6],
  ['已生成', 'IN_QUEUE', 3],
  ['待补全', 'UNREVIEWED', 10],
  ['待补全', 'AUDIT_PENDING', 4],
  ['已上架', '已上架', 30],
  ['已上架', '已下架', 12],
  ['已上架', '未确认', 3],
  ['已上架', '拒绝上架', 2],
  ['已上架', '审核不通过', 2],
  ['已上架', '未审核', 1],
];
const STATE_WHEEL = STATES.flatMap(([status, sub, weight]) => Array.from({ length: weight }, () => [status, sub]));

const media = (folder, n, ext) => `/media/${folder}/${String(n).padStart(4, '0')}.${ext}`;

/** `count` templates; `random` is the seeded generator (the server's demo/seeded-random). */
export function* templateRows(count, now, random) {
  const rng = random(20261123);
  for (let i = 1; i <= count; i++) {
    const [status, sub] = rng.pick(STATE_WHEEL);
    const scene = rng.pick(SCENES);
    const subject = rng.pick(SUBJECTS);
    const style = rng.pick(STYLES);
    const name = `${scene}${subject}${style}${rng.pick(VARIANTS)}`;
    const generated = status !== '待生成';
    const created = now - rng.int(0, 365) * DAY - rng.int(0, DAY);
    const updated = Math.min(now - 1000, created + rng.int(0, 30 * DAY));
    const platform = rng.pick(PLATFORMS);
    const photoTips = rng.int(1, 3);
    const published = status === '已上架';
    // The top title names another scene and subject than the name, so the two searches differ.
    const topTitle = generated ? `${rng.pick(TITLE_OPENERS)}${rng.pick(SCENES)}${rng.pick(SUBJECTS)}${rng.pick(TITLE_ENDINGS)}` : null;
    yield {
      original_template_id: i > 1000 && rng.next() < 0.08 ? rng.int(1, i - 1) : null,
      template_name: status === '已生成' && rng.next() < 0.05 ? null : name,
      template_platform: platform,
      template_prompt: `${scene}的场景中，${subject}，${style}，镜头${rng.pick(CAMERAS)}，光影自然，细节丰富，画面稳定不变形`,
      template_category_id: rng.pick(CATEGORIES),
      template_status: status,
      template_sub_status: sub,
      template_params: JSON.stringify({
        duration: rng.pick([5, 10]),
        aspect_ratio: rng.pick(['9:16', '16:9', '1:1']),
        camera: rng.pick(CAMERAS),
        style,
      }),
      template_main_image: generated ? media('posters', i % 5000, 'svg') : null,
      template_video_url: generated ? media('clips', i % 3000, 'mp4') : null,
      template_video_url_1: published ? media('clips', (i + 1) % 3000, 'mp4') : null,
      template_video_url_2: published && i % 2 === 0 ? media('clips', (i + 2) % 3000, 'mp4') : null,
      template_video_url_3: null,
      template_video_url_4: null,
      template_reference_image_1: media('references', i % 8000, 'png'),
      template_reference_image_2: photoTips === 2 ? media('references', (i + 7) % 8000, 'png') : null,
      template_reference_image_3: null,
      template_reference_image_4: null,
      template_image_num: photoTips === 2 ? 2 : 1,
      photo_tips_id: photoTips,
      template_top_title: topTitle,
      template_system_recommendation: generated
        ? `「${name}」：${scene}里的${subject}，${style}。上传一张照片即可一键生成同款短视频，适合节日祝福与社交分享。`
        : null,
      template_user_evaluation:
        published || status === '待补全'
          ? rng.pick(['效果超出预期，朋友都问我是怎么做的！', '动作很自然，细节也到位。', '几秒钟就出片，氛围感满满，五星好评。'])
          : null,
      template_is_manual_audit: rng.next() < 0.2,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(updated).toISOString(),
    };
  }
}

export function* taskRows(count, templateCount, now, random) {
  const rng = random(20261124);
  for (let i = 1; i <= count; i++) {
    // A few templates are popular; most tasks use one of the first tenth.
    const templateId = rng.next() < 0.7 ? rng.int(1, Math.ceil(templateCount / 10)) : rng.int(1, templateCount);
    const platform = rng.pick(PLATFORMS);
    const roll = rng.next();
    const status = roll < 0.62 ? 3 : roll < 0.77 ? 4 : roll < 0.85 ? 2 : 1;
    const created = now - rng.int(0, 180) * DAY - rng.int(0, DAY);
    const updated = status === 1 ? created : Math.min(now - 1000, created + rng.int(10, 900) * 1000);
    const platformTaskId = status === 1 ? null : `${platform}-${rng.digits(18)}`;
    const video = status === 3 ? media('results', i % 20000, 'mp4') : null;
    const two = rng.next() < 0.2;
    yield {
      template_id: templateId,
      // Copies are mostly of popular templates: about ten tasks per original among the first thousand.
      original_template_id: rng.next() < 0.1 ? rng.int(1, Math.min(1000, templateCount)) : null,
      user_id: rng.int(100_000, 120_000),
      platform,
      platform_task_id: platformTaskId,
      task_status: status,
      is_read: status === 3 ? rng.next() < 0.7 : status === 4 ? rng.next() < 0.5 : false,
      video_url: video,
      first_image: media('uploads', i % 50000, 'png'),
      second_image: two ? media('uploads', (i + 1) % 50000, 'png') : null,
      merged_image: two ? media('merged', i % 10000, 'png') : null,
      create_task_params: JSON.stringify({
        prompt: `${rng.pick(SCENES)}，${rng.pick(SUBJECTS)}，${rng.pick(STYLES)}`,
        image_url: media('uploads', i % 50000, 'png'),
        duration: rng.pick([5, 10]),
        aspect_ratio: '9:16',
      }),
      create_task_rsp: platformTaskId
        ? JSON.stringify({
            code: 0,
            message: 'SUCCEED',
            request_id: `${rng.digits(8)}-${rng.digits(4)}`,
            data: { task_id: platformTaskId, task_status: 'submitted' },
          })
        : null,
      query_task_rsp:
        status === 3
          ? JSON.stringify({
              code: 0,
              message: 'SUCCEED',
              data: { task_id: platformTaskId, task_status: 'succeed', task_result: { videos: [{ url: video, duration: '5.1' }] } },
            })
          : status === 4
            ? JSON.stringify({
                error: rng.pick(['图片内容审核未通过，请更换参考图', '任务生成超时', 'Risk Not Pass（输入内容未通过审核）']),
                stage: 'query',
                attempts: 1,
              })
            : status === 2
              ? JSON.stringify({ code: 0, message: 'SUCCEED', data: { task_id: platformTaskId, task_status: 'processing' } })
              : null,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(updated).toISOString(),
      // Loaded rows are records, like imported history: the worker leaves them alone.
      worker_managed: false,
      attempts: status === 1 ? 0 : 1,
      next_attempt_at: null,
      locked_by: null,
      locked_until: null,
      template_video_slot: null,
    };
  }
}

export function* itemRows(count, ownerId, now, random) {
  const rng = random(20261125);
  for (let i = 1; i <= count; i++) {
    yield {
      id: randomUUID(),
      title: `${rng.pick(SCENES)}拍摄清单 ${i}`,
      description: rng.next() < 0.7 ? `${rng.pick(SUBJECTS)}，${rng.pick(STYLES)}，备注 ${rng.digits(4)}` : null,
      owner_id: ownerId,
      created_at: new Date(now - rng.int(0, 90 * DAY)).toISOString(),
    };
  }
}

/** Other users, each with some items: the items table holds more than the measured user's. */
export function* otherUsers(count) {
  for (let i = 1; i <= count; i++) {
    yield {
      id: randomUUID(),
      email: `bench-other-${i}@example.com`,
      hashed_password: 'not-a-hash',
      full_name: null,
      is_active: true,
      is_superuser: false,
      created_at: '2026-01-01T00:00:00.000Z',
      password_changed_at: '2026-01-01T00:00:00.000Z',
    };
  }
}

export function* othersItems(users, perUser, now, random) {
  let n = 0;
  for (const user of users) for (const item of itemRows(perUser, user.id, now - ++n * 1000, random)) yield item;
}
