import { Route, Routes } from 'react-router-dom';
import type { RemoteMountProps } from 'shared-ui';
import { ItemsPage } from '../items/pages/items-page';
import { useItemsTranslation } from '../i18n';

/** The shell shows this screen once its texts are here (see RemoteModule.prepare). */
export const prepare = useItemsTranslation.preload;

/** Routes relative to where the shell mounts this remote. */
export default function App(_props: RemoteMountProps) {
  return (
    <Routes>
      <Route path="*" element={<ItemsPage />} />
    </Routes>
  );
}
