import type { RowMutation } from '../../model/row-mutation';
import { MutationButtons, type RowMoreActions } from './mutation-buttons';

/**
 * A status tab's row buttons for its actions column: its moves and its 更多操作, or undefined when
 * the person may use none of them.
 */
export function rowButtons(mutations: RowMutation[], more: RowMoreActions | undefined) {
  return mutations.length || more
    ? (row: { template_id: number }) => <MutationButtons templateId={row.template_id} mutations={mutations} more={more} />
    : undefined;
}
