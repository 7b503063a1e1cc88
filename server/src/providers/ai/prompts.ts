import type { TemplateRow } from '../../db/rows.js';
import { PHOTO_TIPS, platformLabel } from '../labels.js';
import type { TextKind } from './ai-provider.js';

// Chinese prompts for an OpenAI-compatible model, built from the template's own fields.

export const SYSTEM_PROMPT =
  '你是一名短视频平台的资深运营编辑，负责为 AI 视频模板撰写中文文案。只输出文案正文，不要解释，不要加引号或标题前缀。';

/** What the model is told about the template (only the fields that are filled). */
export function describeTemplate(template: TemplateRow): string {
  const lines = [
    template.template_name ? `模板名称：${template.template_name}` : null,
    `生成平台：${platformLabel(template.template_platform)}`,
    template.template_prompt ? `视频提示词：${template.template_prompt}` : null,
    template.template_top_title ? `当前标题：${template.template_top_title}` : null,
    template.photo_tips_id ? `用户需上传：${PHOTO_TIPS[template.photo_tips_id] ?? '照片'}` : null,
    template.template_image_num ? `图片数量：${template.template_image_num === 2 ? '双图' : '单图'}` : null,
    template.template_params && Object.keys(template.template_params).length > 0
      ? `模板参数：${JSON.stringify(template.template_params)}`
      : null,
  ];
  return lines.filter((line) => line !== null).join('\n');
}

const TASKS: Record<TextKind, string> = {
  title: '请为下面这个视频模板起一个吸引人的中文名称，不超过 16 个字，突出画面主题和玩法。',
  recommendation: '请为下面这个视频模板写一段系统推荐语（60 到 120 字），说明画面亮点、适用场景和使用方式。',
  evaluation: '请以真实用户的口吻为下面这个视频模板写一段使用评价（40 到 80 字），语气自然、具体，可以提到生成效果。',
};

export function textPrompt(kind: TextKind, template: TemplateRow): string {
  return `${TASKS[kind]}\n\n${describeTemplate(template)}`;
}

export function imagePrompt(template: TemplateRow): string {
  const subject = template.template_name ?? template.template_top_title ?? '创意短视频';
  const scene = template.template_prompt ? `画面内容：${template.template_prompt}。` : '';
  return `为短视频模板「${subject}」生成一张竖版封面图。${scene}风格：高清、色彩明亮、构图简洁，适合作为短视频模板主图，画面中不要出现文字。`;
}

/** Model output tidied for a field: trimmed, outer quotes and a "标题：" style prefix removed, clipped. */
export function tidyText(kind: TextKind, text: string, limit: number): string {
  let value = text.trim();
  value = value.replace(/^(标题|名称|推荐语|评价|用户评价)\s*[:：]\s*/, '');
  value = value.replace(/^["'“”「『《](.*)["'“”」』》]$/s, '$1').trim();
  if (kind === 'title') value = value.split('\n')[0]!.trim();
  return [...value].slice(0, limit).join('');
}
