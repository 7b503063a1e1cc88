import { CSV_BOM, csvRow, type CsvValue } from '../../lib/csv.js';
import { toWireTimestamp } from '../../lib/time.js';
import { PLATFORM_LABELS } from '../../providers/labels.js';
import type { TemplateFilters, TemplateRow, TemplateSort, VideoTemplatesRepository } from './video-templates.repository.js';

// The export speaks the back office's language: its column names and labels, not codes.
const SUB_STATUS_LABELS: Record<string, string> = {
  UNREVIEWED: '待审核',
  IN_QUEUE: '排队中',
  GENERATION_FAILED: '生成失败',
  AUDIT_FAILED: '审核失败',
  AUDIT_PENDING: '审核中',
};

const COLUMNS: ReadonlyArray<readonly [header: string, value: (template: TemplateRow) => CsvValue]> = [
  ['模板ID', (row) => row.template_id],
  ['原始模板ID', (row) => row.original_template_id],
  ['模板名称', (row) => row.template_name],
  ['平台', (row) => (row.template_platform === null ? null : (PLATFORM_LABELS[row.template_platform] ?? row.template_platform))],
  ['状态', (row) => row.template_status],
  ['子状态', (row) => SUB_STATUS_LABELS[row.template_sub_status] ?? row.template_sub_status],
  ['顶部标题', (row) => row.template_top_title],
  ['分类ID', (row) => row.template_category_id],
  ['提示词', (row) => row.template_prompt],
  ['主图', (row) => row.template_main_image],
  ['视频', (row) => row.template_video_url],
  ['参考图1', (row) => row.template_reference_image_1],
  ['参考图2', (row) => row.template_reference_image_2],
  ['参考图3', (row) => row.template_reference_image_3],
  ['参考图4', (row) => row.template_reference_image_4],
  ['图片数量', (row) => row.template_image_num],
  ['拍照提示ID', (row) => row.photo_tips_id],
  ['系统推荐语', (row) => row.template_system_recommendation],
  ['用户评价', (row) => row.template_user_evaluation],
  ['人工审核', (row) => (row.template_is_manual_audit ? '是' : '否')],
  ['创建时间', (row) => toWireTimestamp(row.created_at)],
  ['更新时间', (row) => toWireTimestamp(row.updated_at)],
];

/** The templates matching `filters`, in `sort` order, as CSV text: a header and then one chunk per batch of rows. */
export async function* templatesCsv(repo: VideoTemplatesRepository, filters: TemplateFilters, sort: TemplateSort): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(COLUMNS.map(([header]) => header));
  for await (const batch of repo.inBatches(filters, sort)) {
    yield batch.map((row) => csvRow(COLUMNS.map(([, value]) => value(row)))).join('');
  }
}
