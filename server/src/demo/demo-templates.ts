import { PHOTO_TIPS, platformLabel } from '../providers/labels.js';
import { PLATFORMS } from '../schemas/backend.js';
import type { TemplateValues } from '../modules/video-templates/video-templates.repository.js';
import type { DemoFiles } from './demo-files.js';
import { DEMO_THEMES, type DemoTheme } from './demo-themes.js';
import type { SeededRandom } from './seeded-random.js';

export const DEMO_TEMPLATE_COUNT = 60;
const DAY = 24 * 60 * 60 * 1000;

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
export function buildDemoTemplates(files: DemoFiles, now: number, rng: SeededRandom): (TemplateValues & { at: string; updated: string })[] {
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
