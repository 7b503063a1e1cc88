import type { TemplateRow } from '../../db/rows.js';
import { detectImage, IMAGE_MIME } from '../../lib/image-check.js';
import { newKey } from '../../storage/keys.js';
import type { Storage } from '../../storage/storage.js';
import { PHOTO_TIPS, platformLabel } from '../labels.js';
import type { AiProvider, GeneratedImage, TextKind } from './ai-provider.js';
import { hueOf, renderPoster } from './offline-poster.js';

const EMBED_LIMIT = 3 * 1024 * 1024;

function pick<T>(choices: readonly T[]): T {
  return choices[Math.floor(Math.random() * choices.length)]!;
}

/** The template's subject in a few words: its name, else the first clause of its prompt. */
export function subjectOf(template: TemplateRow): string {
  if (template.template_name?.trim()) return template.template_name.trim();
  const clause = template.template_prompt?.split(/[，。,.;；！!？?\n]/).find((part) => part.trim() !== '');
  if (clause) return [...clause.trim()].slice(0, 12).join('');
  return `视频模板 #${template.template_id}`;
}

/**
 * The built-in writer used when no AI service is configured: Chinese copy assembled from the
 * template's own fields (name, prompt, platform, photo type), with some variety so that
 * "regenerate" gives a new proposal, and a poster drawn as SVG from the name and the first
 * reference image. Its output is marked 离线生成 in the answer's message.
 */
export function createOfflineProvider(storage: Storage): AiProvider {
  return {
    name: 'offline',
    offline: true,

    async generateText(kind: TextKind, template: TemplateRow): Promise<string> {
      const subject = subjectOf(template);
      const platform = platformLabel(template.template_platform);
      const photo = PHOTO_TIPS[template.photo_tips_id ?? 1] ?? '照片';
      const scene = template.template_prompt ? [...template.template_prompt.trim()].slice(0, 40).join('') : `${subject}主题画面`;
      switch (kind) {
        case 'title':
          return pick([
            `${subject}｜一键生成同款`,
            `${subject}：AI 创意大片`,
            `爆款${subject}视频模板`,
            `${subject} · ${platform}精选`,
            `3 秒get「${subject}」`,
          ]);
        case 'recommendation':
          return pick([
            `「${subject}」由${platform}生成，${scene}。上传一张${photo}即可一键生成同款短视频，画面流畅、氛围感强，适合朋友圈、短视频平台分享，是近期人气很高的创意模板。`,
            `这款${subject}模板由${platform}生成，还原了“${scene}”的画面效果，动作自然、镜头稳定。只需准备${photo}，几秒钟就能得到专属视频，适合节日祝福、日常记录和社交分享。`,
            `推荐理由：${subject}风格鲜明，${platform}模型渲染细腻。使用${photo}效果最佳，生成后可直接保存分享，新手也能轻松做出高质感短片。`,
          ]);
        case 'evaluation':
          return pick([
            `用了「${subject}」模板，上传${photo}后很快就出片了，效果比想象中自然，朋友都问我怎么做的！`,
            `第一次尝试${subject}，画面很有氛围感，人物动作也不僵硬，已经推荐给身边的朋友了。`,
            `模板很好用，${photo}一传就能生成，细节处理得不错，整体五星好评，期待更多同类模板。`,
          ]);
      }
    },

    async generateImage(template: TemplateRow): Promise<GeneratedImage> {
      const image = await firstReferenceImage(storage, template);
      const svg = renderPoster({
        title: subjectOf(template),
        subtitle: `${platformLabel(template.template_platform)} · AI 视频模板`,
        badge: '离线生成',
        hue: hueOf(subjectOf(template)),
        image,
      });
      const key = newKey('generated', 'svg');
      await storage.put(key, Buffer.from(svg, 'utf8'));
      return { url: storage.url(key) };
    },
  };
}

/** The first reference image held in our own storage, checked again before it is embedded. */
async function firstReferenceImage(storage: Storage, template: TemplateRow): Promise<{ data: Buffer; mime: string } | null> {
  for (const url of [
    template.template_reference_image_1,
    template.template_reference_image_2,
    template.template_reference_image_3,
    template.template_reference_image_4,
  ]) {
    const key = url ? storage.keyOf(url) : null;
    if (!key) continue;
    const file = await storage.get(key);
    if (!file || file.data.length > EMBED_LIMIT) continue;
    const kind = detectImage(file.data);
    if (kind) return { data: file.data, mime: IMAGE_MIME[kind] };
  }
  return null;
}
