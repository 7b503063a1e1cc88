import type { TemplateStatus } from '../../model/template';

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
