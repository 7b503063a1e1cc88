import type { TemplateListParams } from '../model/template-list';

// Every remote shares one QueryClient, so every key starts with this remote's segment; a
// mutation invalidates `templateKeys.all` and every list, count, detail and history refetches.
export const templateKeys = {
  all: ['templates'] as const,
  lists: () => [...templateKeys.all, 'list'] as const,
  list: (params: TemplateListParams) => [...templateKeys.lists(), params] as const,
  counts: () => [...templateKeys.all, 'count'] as const,
  count: (status: string | undefined) => [...templateKeys.counts(), status ?? 'all'] as const,
  details: () => [...templateKeys.all, 'detail'] as const,
  detail: (id: number) => [...templateKeys.details(), id] as const,
  history: (id: number) => [...templateKeys.detail(id), 'history'] as const,
};
