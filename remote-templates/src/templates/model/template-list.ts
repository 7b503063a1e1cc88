import type { QueryOf } from 'shared-ui/contract';

type ListQuery = QueryOf<'/api/backend/video-template/list', 'post'>;

/** The list call's optional filters; every one is applied by the server. */
export type TemplateFilters = Pick<
  ListQuery,
  'template_id' | 'template_name' | 'template_platform' | 'template_top_title' | 'template_status'
>;

/** One page of the list, as a tab asks for it. */
export interface TemplateListParams {
  filters: TemplateFilters;
  page: number;
  pageSize: number;
}
