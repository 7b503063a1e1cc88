import { csvFile, type CsvColumn } from '../../lib/csv.js';
import { toWireTimestamp } from '../../lib/time.js';
import { PLATFORM_LABELS } from '../../providers/labels.js';
import type { ExportLanguage } from '../../schemas/backend.js';
import type { TemplateFilters, TemplateRow, TemplateSort } from './template-rows.js';
import type { VideoTemplatesRepository } from './video-templates.repository.js';

// The export speaks the back office's language: its labels, not codes. The header row is in the
// screen's language; the cells keep the back office's Chinese words.
const SUB_STATUS_LABELS: Record<string, string> = {
  UNREVIEWED: '待审核',
  IN_QUEUE: '排队中',
  GENERATION_FAILED: '生成失败',
  AUDIT_FAILED: '审核失败',
  AUDIT_PENDING: '审核中',
};

const COLUMNS: ReadonlyArray<CsvColumn<TemplateRow, ExportLanguage>> = [
  [{ 'zh-CN': '模板ID', en: 'Template ID' }, (row) => row.template_id],
  [{ 'zh-CN': '原始模板ID', en: 'Original template ID' }, (row) => row.original_template_id],
  [{ 'zh-CN': '模板名称', en: 'Template name' }, (row) => row.template_name],
  [
    { 'zh-CN': '平台', en: 'Platform' },
    (row) => (row.template_platform === null ? null : (PLATFORM_LABELS[row.template_platform] ?? row.template_platform)),
  ],
  [{ 'zh-CN': '状态', en: 'Status' }, (row) => row.template_status],
  [{ 'zh-CN': '子状态', en: 'Sub-status' }, (row) => SUB_STATUS_LABELS[row.template_sub_status] ?? row.template_sub_status],
  [{ 'zh-CN': '顶部标题', en: 'Top title' }, (row) => row.template_top_title],
  [{ 'zh-CN': '分类ID', en: 'Category ID' }, (row) => row.template_category_id],
  [{ 'zh-CN': '提示词', en: 'Prompt' }, (row) => row.template_prompt],
  [{ 'zh-CN': '主图', en: 'Main image' }, (row) => row.template_main_image],
  [{ 'zh-CN': '视频', en: 'Video' }, (row) => row.template_video_url],
  [{ 'zh-CN': '参考图1', en: 'Reference image 1' }, (row) => row.template_reference_image_1],
  [{ 'zh-CN': '参考图2', en: 'Reference image 2' }, (row) => row.template_reference_image_2],
  [{ 'zh-CN': '参考图3', en: 'Reference image 3' }, (row) => row.template_reference_image_3],
  [{ 'zh-CN': '参考图4', en: 'Reference image 4' }, (row) => row.template_reference_image_4],
  [{ 'zh-CN': '图片数量', en: 'Image count' }, (row) => row.template_image_num],
  [{ 'zh-CN': '拍照提示ID', en: 'Photo tips ID' }, (row) => row.photo_tips_id],
  [{ 'zh-CN': '系统推荐语', en: 'System recommendation' }, (row) => row.template_system_recommendation],
  [{ 'zh-CN': '用户评价', en: 'User evaluation' }, (row) => row.template_user_evaluation],
  [{ 'zh-CN': '人工审核', en: 'Manual review' }, (row) => (row.template_is_manual_audit ? '是' : '否')],
  [{ 'zh-CN': '创建时间', en: 'Created at' }, (row) => toWireTimestamp(row.created_at)],
  [{ 'zh-CN': '更新时间', en: 'Updated at' }, (row) => toWireTimestamp(row.updated_at)],
];

/** The templates matching `filters`, in `sort` order, as CSV text: a header in `language` and then one chunk per batch of rows. */
export async function* templatesCsv(
  repo: VideoTemplatesRepository,
  filters: TemplateFilters,
  sort: TemplateSort,
  language: ExportLanguage = 'zh-CN',
): AsyncGenerator<string> {
  yield* csvFile(COLUMNS, repo.inBatches(filters, sort), language);
}
