// Every call the templates, video tasks and dashboard screens make, at one size: each list with
// each filter and sort, the tab badges, the task summary (cards and platform distribution),
// searches, page 1 / page 50 / the last page, and the dashboard's figures. Each call has a kind,
// which says which of the targets applies to it (scale/targets.mjs).
import { SCENES, STYLES, SUBJECTS } from '../server/words.mjs';

const TEMPLATES = '/api/backend/video-template';
const TASKS = '/api/backend/video-tasks';
export const PAGE_SIZE = 10;

const query = (params) =>
  Object.entries(params)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((one) => `${key}=${encodeURIComponent(one)}`))
    .join('&');

/** The values the calls filter by, chosen so that a filter matches the same share of rows at every size. */
export function sampleFor({ templates, tasks }) {
  return {
    templateId: Math.ceil(templates / 2),
    taskId: Math.ceil(tasks / 2),
    // Among the popular first tenth: about 70 tasks each at every size.
    taskTemplateId: 7,
    // Copies are of the first thousand templates: 10 tasks each at 10k tasks, 1,000 at 10M.
    originalTemplateId: 123,
    // 20,001 users: 0.5 tasks each at 10k, 500 at 10M.
    userId: 100_777,
    // scene + subject: about 1 name in 1,000.
    nameNeedle: `${SCENES[1]}${SUBJECTS[13]}`,
    // A style alone: about 1 name in 20.
    commonNeedle: STYLES[0],
    // Two characters: too short for a trigram.
    shortNeedle: SCENES[1].slice(2, 4),
    topTitleNeedle: `${SCENES[21]}${SUBJECTS[2]}`,
  };
}

/**
 * The calls: { name, kind, method, path, lastPageOf?, page? }; `createdAfter` is { link, typed }: the
 * dashboard link's midnight and a time typed into the URL. A call with lastPageOf asks for the
 * last page of that list (or its page `page` when the list has that many), found from its count
 * when the size is measured.
 */
export function screenCalls(sample, createdAfter) {
  const list = (params = {}, limit = PAGE_SIZE) => `${TEMPLATES}/list?${query({ skip: 0, limit, ...params })}`;
  const tasks = (params = {}) => `${TASKS}/?${query({ skip: 0, limit: PAGE_SIZE, ...params })}`;
  const calls = [
    // Templates: the 全部 tab and each status tab, with their badges (the list with limit 1).
    ['templates: list (全部)', 'list', 'POST', list()],
    ...['待生成', '已生成', '待补全', '已上架'].map((status) => [
      `templates: tab ${status}`,
      'list',
      'POST',
      list({ template_status: status }),
    ]),
    ['templates: badge 全部', 'badge', 'POST', list({}, 1)],
    ...['待生成', '已生成', '待补全', '已上架'].map((status) => [
      `templates: badge ${status}`,
      'badge',
      'POST',
      list({ template_status: status }, 1),
    ]),
    // Each sort the column headers offer, both ways.
    ...['template_id', 'template_platform', 'created_at', 'updated_at'].flatMap((by) =>
      ['asc', 'desc'].map((order) => [`templates: sort ${by} ${order}`, 'list', 'POST', list({ sort_by: by, sort_order: order })]),
    ),
    [
      'templates: 已上架, sort created_at asc',
      'list',
      'POST',
      list({ template_status: '已上架', sort_by: 'created_at', sort_order: 'asc' }),
    ],
    ['templates: template_id', 'list', 'POST', list({ template_id: sample.templateId })],
    ['templates: template_platform', 'list', 'POST', list({ template_platform: 'jimeng' })],
    ['templates: 已上架 + template_platform', 'list', 'POST', list({ template_status: '已上架', template_platform: 'keling' })],
    [
      'templates: failed sub-statuses (dashboard link)',
      'list',
      'POST',
      list({ template_sub_status: ['GENERATION_FAILED', 'AUDIT_FAILED', '生成失败', '审核不通过'] }),
    ],
    ['templates: search name (1 in 1,000)', 'search', 'POST', list({ template_name: sample.nameNeedle })],
    ['templates: search name (1 in 20)', 'search', 'POST', list({ template_name: sample.commonNeedle })],
    ['templates: search name (2 characters)', 'search', 'POST', list({ template_name: sample.shortNeedle })],
    ['templates: search top title', 'search', 'POST', list({ template_top_title: sample.topTitleNeedle })],
    ['templates: 已上架 + search name', 'search', 'POST', list({ template_status: '已上架', template_name: sample.nameNeedle })],
    ['templates: page 50', 'list', 'POST', list({ skip: 49 * PAGE_SIZE })],
    ['templates: page 5,000 (or the last)', 'list', 'POST', null, 'templates: list (全部)', 5000],
    ['templates: last page', 'list', 'POST', null, 'templates: list (全部)'],
    ['templates: 待补全, last page', 'list', 'POST', null, 'templates: tab 待补全'],
    ['templates: sort template_id asc, last page', 'list', 'POST', null, 'templates: sort template_id asc'],

    // Video tasks: the list, each filter with the default order, each sort both ways.
    ['tasks: list', 'list', 'GET', tasks()],
    ...['created_at', 'updated_at', 'task_id', 'template_id', 'task_status', 'platform'].flatMap((by) =>
      ['asc', 'desc']
        .filter((order) => !(by === 'created_at' && order === 'desc'))
        .map((order) => [`tasks: sort ${by} ${order}`, 'list', 'GET', tasks({ sort_by: by, sort_order: order })]),
    ),
    ['tasks: task_id', 'list', 'GET', tasks({ task_id: sample.taskId })],
    ['tasks: template_id', 'list', 'GET', tasks({ template_id: sample.taskTemplateId })],
    ['tasks: original_template_id', 'list', 'GET', tasks({ original_template_id: sample.originalTemplateId })],
    ['tasks: user_id', 'list', 'GET', tasks({ user_id: sample.userId })],
    ['tasks: platform', 'list', 'GET', tasks({ platform: 'minimax' })],
    ['tasks: task_status', 'list', 'GET', tasks({ task_status: 4 })],
    ['tasks: unread (is_read=false)', 'list', 'GET', tasks({ is_read: false })],
    ['tasks: created_after (the dashboard link, 7 days)', 'list', 'GET', tasks({ created_after: createdAfter.link })],
    ['tasks: created_after (a time typed in the URL)', 'list', 'GET', tasks({ created_after: createdAfter.typed })],
    ['tasks: task_status + platform', 'list', 'GET', tasks({ task_status: 2, platform: 'keling' })],
    [
      'tasks: unread + platform, sort updated_at asc',
      'list',
      'GET',
      tasks({ is_read: false, platform: 'jimeng', sort_by: 'updated_at', sort_order: 'asc' }),
    ],
    ['tasks: page 50', 'list', 'GET', tasks({ skip: 49 * PAGE_SIZE })],
    ['tasks: page 5,000 (or the last)', 'list', 'GET', null, 'tasks: list', 5000],
    ['tasks: last page', 'list', 'GET', null, 'tasks: list'],
    ['tasks: task_status, last page', 'list', 'GET', null, 'tasks: task_status'],
    ['tasks: sort platform asc, last page', 'list', 'GET', null, 'tasks: sort platform asc'],
    // The summary cards and the platform distribution: one call, with the list's other filters.
    ['tasks: summary', 'summary', 'GET', `${TASKS}/stats/summary`],
    ['tasks: summary, platform', 'summary', 'GET', `${TASKS}/stats/summary?${query({ platform: 'minimax' })}`],
    ['tasks: summary, unread', 'summary', 'GET', `${TASKS}/stats/summary?${query({ is_read: false })}`],
    ['tasks: summary, user_id', 'summary', 'GET', `${TASKS}/stats/summary?${query({ user_id: sample.userId })}`],
    [
      'tasks: summary, created_after (the dashboard link, 7 days)',
      'summary',
      'GET',
      `${TASKS}/stats/summary?${query({ created_after: createdAfter.link })}`,
    ],
    [
      'tasks: summary, created_after (a time typed in the URL)',
      'summary',
      'GET',
      `${TASKS}/stats/summary?${query({ created_after: createdAfter.typed })}`,
    ],

    ['dashboard: figures', 'summary', 'GET', '/api/v1/dashboard/'],
  ];
  return calls.map(([name, kind, method, path, lastPageOf, page]) => ({ name, kind, method, path, lastPageOf, page }));
}

/** The path of the last page (or of page `page`, if earlier) of the list `path` answers `count` rows for. */
export function lastPagePath(path, count, page = Infinity) {
  const url = new URL(path, 'http://x');
  const last = Math.max(0, Math.floor((count - 1) / PAGE_SIZE));
  url.searchParams.set('skip', String(Math.min(last, page - 1) * PAGE_SIZE));
  return `${url.pathname}?${url.searchParams.toString()}`;
}
