import { Route, Routes } from 'react-router-dom';
import type { RemoteMountProps } from 'shared-ui';
import { TemplatesPage } from '../pages/templates-page';

/** Routes relative to where the shell mounts this remote. */
export default function App(_props: RemoteMountProps) {
  return (
    <Routes>
      <Route path="*" element={<TemplatesPage />} />
    </Routes>
  );
}
