import { lazyOnFirstUse } from '@video-admin/shared-ui';
import { BulkActionBar, bulkBarShows } from '@video-admin/shared-ui/lists';
import { loadScreenDialogTexts } from '../../i18n';
import type { TemplateBulkBarProps } from '../model/template-bulk-bar';

// The tabs' action definitions (their questions and icons) and their texts come with the bar,
// when it first shows, fetched beside the bar's own code rather than after it.
export const TemplateBulkBar = lazyOnFirstUse<TemplateBulkBarProps>(
  () =>
    Promise.all([import('./template-bulk-bar'), BulkActionBar.preload(), loadScreenDialogTexts()]).then(
      ([module]) => module.TemplateBulkBar,
    ),
  { isOpen: bulkBarShows },
);
