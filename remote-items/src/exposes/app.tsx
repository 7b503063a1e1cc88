import { Route } from 'react-router-dom';
import { Pager, RemoteRoutes, type RemoteMountProps } from '@video-admin/shared-ui';
import { ItemsPage } from '../items/pages/items-page';
import { ITEMS_DEFAULT_LANGUAGE, useItemsTranslation } from '../i18n';

/** The shell shows this screen once its texts and its pager are here (see RemoteModule.prepare). */
export const prepare = () => Promise.all([useItemsTranslation.preload(), Pager.preload(ITEMS_DEFAULT_LANGUAGE)]);

/** One screen, at the mount; any path below it shows the not-found page. */
export default function App(_props: RemoteMountProps) {
  return (
    <RemoteRoutes>
      <Route index element={<ItemsPage />} />
    </RemoteRoutes>
  );
}
