import { Route, Routes } from 'react-router-dom';
import type { RemoteMountProps } from 'shared-ui';
import { ItemsPage } from '../items/pages/items-page';

/** Routes relative to where the shell mounts this remote. */
export default function App(_props: RemoteMountProps) {
  return (
    <Routes>
      <Route path="*" element={<ItemsPage />} />
    </Routes>
  );
}
