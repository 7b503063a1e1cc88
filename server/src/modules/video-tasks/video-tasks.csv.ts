import { CSV_BOM, csvRow, type CsvValue } from '../../lib/csv.js';
import { toWireTimestamp } from '../../lib/time.js';
import { PLATFORM_LABELS } from '../../providers/labels.js';
import type { TaskFilters, TaskRow, TaskSort, VideoTasksRepository } from './video-tasks.repository.js';

// The export speaks the back office's language: its column names and labels, not codes.
const STATUS_LABELS: Record<number, string> = { 1: '待处理', 2: '处理中', 3: '已完成', 4: '失败' };

const COLUMNS: ReadonlyArray<readonly [header: string, value: (task: TaskRow) => CsvValue]> = [
  ['任务ID', (task) => task.task_id],
  ['模板ID', (task) => task.template_id],
  ['原始模板ID', (task) => task.original_template_id],
  ['用户ID', (task) => task.user_id],
  ['平台', (task) => PLATFORM_LABELS[task.platform] ?? task.platform],
  ['平台任务ID', (task) => task.platform_task_id],
  ['状态', (task) => STATUS_LABELS[task.task_status] ?? task.task_status],
  ['已读', (task) => (task.is_read ? '已读' : '未读')],
  ['视频', (task) => task.video_url],
  ['首图', (task) => task.first_image],
  ['第二张图', (task) => task.second_image],
  ['合成图', (task) => task.merged_image],
  ['创建时间', (task) => toWireTimestamp(task.created_at)],
  ['更新时间', (task) => toWireTimestamp(task.updated_at)],
];

/** The tasks matching `filters` as CSV text, a header and then one chunk per batch of rows. */
export async function* tasksCsv(repo: VideoTasksRepository, filters: TaskFilters, sort: TaskSort): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(COLUMNS.map(([header]) => header));
  for await (const batch of repo.inBatches(filters, sort)) {
    yield batch.map((task) => csvRow(COLUMNS.map(([, value]) => value(task)))).join('');
  }
}
