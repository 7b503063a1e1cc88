import { Route, Routes } from 'react-router-dom';
import { Pager, type RemoteMountProps } from 'shared-ui';
import { ItemsPage } from '../items/pages/items-page';
import { useItemsTranslation } from '../i18n';

/** The shell shows this screen once its texts and its pager are here (see RemoteModule.prepare). */
export const prepare = () => Promise.all([useItemsTranslation.preload(), Pager.preload()]);

/** Routes relative to where the shell mounts this remote. */
export default function App(_props: RemoteMountProps) {
  return (
    <Routes>
      <Route path="*" element={<ItemsPage />} />
    </Routes>
  );
}
