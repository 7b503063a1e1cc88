import type { QueryOf, VideoTask } from '@video-admin/shared-ui/contract';

// The list's filters live in the URL query as the user typed them; this turns them into what the
// API is sent. Ids are whole numbers in the API's range: anything else is flagged beside its
// field and left out (sent, it would only earn a 422 and an error instead of a list).

export const ID_FILTER_KEYS = ['task_id', 'template_id', 'original_template_id', 'user_id'] as const;
export const FILTER_KEYS = [...ID_FILTER_KEYS, 'platform', 'task_status', 'is_read', 'created_after'] as const;

export type IdFilterKey = (typeof ID_FILTER_KEYS)[number];
export type FilterKey = (typeof FILTER_KEYS)[number];

type VideoTaskQuery = QueryOf<'/api/backend/video-tasks/', 'get'>;

/**
 * The list call's filter parameters. The platform is kept as the URL has it (an old link may name
 * another), so the error the list call gives says what was asked.
 */
export type VideoTaskFilters = Pick<VideoTaskQuery, IdFilterKey | 'task_status' | 'is_read' | 'created_after'> &
  Partial<Pick<VideoTask, 'platform'>>;

/**
 * The summary's filters: the list's but the status, which its cards break the counts down by. The
 * read filter stays, so each card counts what the list shows once the card is chosen.
 */
export type StatsFilters = Omit<VideoTaskFilters, 'task_status'>;

export function statsFilters(filters: VideoTaskFilters): StatsFilters {
  const { task_status: _byTheCards, ...others } = filters;
  return others;
}

// Chinese input methods often type full-width digits (１２３); they mean the same number.
function toAsciiDigits(text: string): string {
  return text.replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
}

// Ids are 32-bit integers from 1; user ids start at 0 (tasks made in the back office).
const MAX_ID = 2_147_483_647;
const MIN_ID: Record<IdFilterKey, number> = { task_id: 1, template_id: 1, original_template_id: 1, user_id: 0 };

/**
 * undefined: the field is empty, so no filter. null: not a whole number in range, so flagged and
 * not sent. Otherwise the integer to send.
 */
export function parseIdFilter(text: string, key: IdFilterKey = 'task_id'): number | null | undefined {
  const trimmed = toAsciiDigits(text.trim());
  if (!trimmed) return undefined;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= MIN_ID[key] && value <= MAX_ID ? value : null;
}

export function parseStatusFilter(text: string): number | undefined {
  const value = Number(text);
  return text && Number.isInteger(value) && value >= 1 && value <= 4 ? value : undefined;
}

/** The URL's is_read: 'false' lists the unread tasks, 'true' the read ones; anything else is no filter. */
export function parseReadFilter(text: string): boolean | undefined {
  return text === 'true' ? true : text === 'false' ? false : undefined;
}

// What the API takes: an ISO 8601 date-time with its offset (2026-11-20T00:00:00Z).
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/;

/**
 * The moment from which tasks were created (a link such as the dashboard's carries it), as the
 * URL has it; anything the API would refuse is no filter.
 */
export function parseCreatedAfter(text: string): string | undefined {
  const value = text.trim();
  return DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** The filters the API is sent for the URL's raw values; keys of unset filters are left out. */
export function filtersFromSearch(values: Record<FilterKey, string>): VideoTaskFilters {
  const filters: VideoTaskFilters = {};
  for (const key of ID_FILTER_KEYS) {
    const id = parseIdFilter(values[key], key);
    if (typeof id === 'number') filters[key] = id;
  }
  if (values.platform) filters.platform = values.platform;
  const status = parseStatusFilter(values.task_status);
  if (status !== undefined) filters.task_status = status;
  const isRead = parseReadFilter(values.is_read);
  if (isRead !== undefined) filters.is_read = isRead;
  const createdAfter = parseCreatedAfter(values.created_after);
  if (createdAfter !== undefined) filters.created_after = createdAfter;
  return filters;
}
