import type { TemplateStatus } from './template';
import type { FilterKey } from './template-list';

export type TabId = 'all' | 'pending' | 'generated' | 'completion' | 'published';

export interface TabDefinition {
  id: TabId;
  /** The child path under the remote's mount; '' is the mount itself (/admin). */
  path: string;
  status?: TemplateStatus;
}

// How tabs map to paths: selecting a tab navigates to its path. /admin shows all templates, and
// so does /admin/templates (kept as a listed path); the generated tab has /admin/generated.
export const TABS: TabDefinition[] = [
  { id: 'all', path: '' },
  { id: 'pending', path: 'pending', status: '待生成' },
  { id: 'generated', path: 'generated', status: '已生成' },
  { id: 'completion', path: 'completion', status: '待补全' },
  { id: 'published', path: 'published', status: '已上架' },
];

/**
 * The filters each tab shows, in their order on the filter row. A tab applies only those it shows;
 * moving to another tab keeps every filter in force in the URL, so those the next tab does not
 * show come back on a tab that does (list/model/tab-search.ts).
 */
export const TAB_FILTERS = {
  all: ['template_id', 'template_name', 'template_platform', 'template_top_title', 'template_status'],
  pending: ['template_name', 'template_platform'],
  generated: ['template_name', 'template_platform'],
  completion: ['template_name', 'template_platform'],
  published: ['template_id'],
} as const satisfies Record<TabId, readonly FilterKey[]>;

/** Every filter of the screen, whichever tab shows it. */
export const ALL_FILTER_KEYS: readonly FilterKey[] = [...new Set<FilterKey>(Object.values(TAB_FILTERS).flat())];

/**
 * The filters a move to `tab` keeps, in the URL's order: the tab's own first, then those it keeps
 * for other tabs. A status filter does not follow onto a tab of one status: choosing that tab is
 * choosing its status, which replaces it.
 */
export function filterKeysFor(tab: TabId): FilterKey[] {
  const ofOneStatus = TABS.some((definition) => definition.id === tab && definition.status);
  return [...new Set<FilterKey>([...TAB_FILTERS[tab], ...ALL_FILTER_KEYS])].filter((key) => !(ofOneStatus && key === 'template_status'));
}

export const ALL_TEMPLATES_ALIAS = 'templates';

export const STATUS_TAB: Record<TemplateStatus, TabId> = {
  待生成: 'pending',
  已生成: 'generated',
  待补全: 'completion',
  已上架: 'published',
};

export function tabPath(basePath: string, tab: TabDefinition): string {
  const base = basePath.replace(/\/+$/, '');
  return tab.path ? `${base}/${tab.path}` : base || '/';
}
