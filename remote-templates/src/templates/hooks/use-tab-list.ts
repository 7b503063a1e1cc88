import { useMemo } from 'react';
import { useSearchState } from 'shared-ui/lists';
import { useTemplates } from '../api/get-templates';
import type { FilterKey } from '../components/filters/filter-bar';
import type { Platform, TemplateStatus } from '../model/template';
import { parseTemplateId } from '../model/template-id';
import type { TemplateFilters } from '../model/template-list';

/**
 * The URL's filter values as the list call takes them; a non-numeric id is ignored. A platform or
 * status edited into the URL by hand goes to the server as it is, and the server refuses an unknown one.
 */
export function toTemplateFilters(values: Partial<Record<FilterKey, string>>): TemplateFilters {
  return {
    template_id: parseTemplateId(values.template_id),
    template_name: values.template_name?.trim() || undefined,
    template_platform: (values.template_platform || undefined) as Platform | undefined,
    template_top_title: values.template_top_title?.trim() || undefined,
    template_status: (values.template_status || undefined) as TemplateStatus | undefined,
  };
}

/** One tab's list: its filters and page from the URL, and the rows for them (of one status, if given). */
export function useTabList<K extends FilterKey>(keys: readonly K[], status?: TemplateStatus) {
  const state = useSearchState(keys);
  const filters = useMemo(() => {
    const parsed = toTemplateFilters(state.values);
    return status ? { ...parsed, template_status: status } : parsed;
  }, [state.values, status]);
  // Only defined filters go into the key, so an empty and an absent filter share a cache entry.
  const cleanFilters = useMemo(
    () => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as TemplateFilters,
    [filters],
  );
  const list = useTemplates({ filters: cleanFilters, page: state.page, pageSize: state.pageSize });
  return { state, list, filters: cleanFilters };
}
