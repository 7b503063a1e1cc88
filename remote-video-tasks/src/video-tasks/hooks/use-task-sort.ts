import { useListSort } from '@video-admin/shared-ui/lists';
import { TASK_SORT } from '../model/sort';

/** The order the URL asks for (?sort, ?order), as the table's headers and the list call share it. */
export function useTaskSort() {
  return useListSort(TASK_SORT.columns, TASK_SORT.fallback);
}
