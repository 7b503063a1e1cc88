import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import App from '../../../../exposes/app';
import { TabTablesContext, type TabTables } from '../../../views/tab-tables';

const everyColumn: TabTables = { choose: (columns) => [...columns], densityOf: () => 'comfortable', tellColumns: () => undefined };

/** The remote under /admin/* as the shell mounts it, its tabs showing every column (as a person who chose them all). */
export function renderEveryColumn(route: string) {
  return renderWithProviders(
    <TabTablesContext.Provider value={everyColumn}>
      <Routes>
        <Route path="/admin/*" element={<App basePath="/admin" />} />
      </Routes>
    </TabTablesContext.Provider>,
    { route },
  );
}
