import { csvFile, type CsvColumn } from '../../lib/csv.js';
import { toWireTimestamp } from '../../lib/time.js';
import { PLATFORM_LABELS } from '../../providers/labels.js';
import type { ExportLanguage } from '../../schemas/backend.js';
import type { TaskFilters, TaskRow, TaskSort, VideoTasksRepository } from './video-tasks.repository.js';

// The export speaks the back office's language: its labels, not codes. The header row is in the
// screen's language; the cells keep the back office's Chinese words.
const STATUS_LABELS: Record<number, string> = { 1: '待处理', 2: '处理中', 3: '已完成', 4: '失败' };

const COLUMNS: ReadonlyArray<CsvColumn<TaskRow, ExportLanguage>> = [
  [{ 'zh-CN': '任务ID', en: 'Task ID' }, (task) => task.task_id],
  [{ 'zh-CN': '模板ID', en: 'Template ID' }, (task) => task.template_id],
  [{ 'zh-CN': '原始模板ID', en: 'Original template ID' }, (task) => task.original_template_id],
  [{ 'zh-CN': '用户ID', en: 'User ID' }, (task) => task.user_id],
  [{ 'zh-CN': '平台', en: 'Platform' }, (task) => PLATFORM_LABELS[task.platform] ?? task.platform],
  [{ 'zh-CN': '平台任务ID', en: 'Platform task ID' }, (task) => task.platform_task_id],
  [{ 'zh-CN': '状态', en: 'Status' }, (task) => STATUS_LABELS[task.task_status] ?? task.task_status],
  [{ 'zh-CN': '已读', en: 'Read' }, (task) => (task.is_read ? '已读' : '未读')],
  [{ 'zh-CN': '视频', en: 'Video' }, (task) => task.video_url],
  [{ 'zh-CN': '首图', en: 'First image' }, (task) => task.first_image],
  [{ 'zh-CN': '第二张图', en: 'Second image' }, (task) => task.second_image],
  [{ 'zh-CN': '合成图', en: 'Merged image' }, (task) => task.merged_image],
  [{ 'zh-CN': '创建时间', en: 'Created at' }, (task) => toWireTimestamp(task.created_at)],
  [{ 'zh-CN': '更新时间', en: 'Updated at' }, (task) => toWireTimestamp(task.updated_at)],
];

/** The tasks matching `filters` as CSV text, a header in `language` and then one chunk per batch of rows. */
export async function* tasksCsv(
  repo: VideoTasksRepository,
  filters: TaskFilters,
  sort: TaskSort,
  language: ExportLanguage = 'zh-CN',
): AsyncGenerator<string> {
  yield* csvFile(COLUMNS, repo.inBatches(filters, sort), language);
}
