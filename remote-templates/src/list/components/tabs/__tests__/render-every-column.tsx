import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import App from '../../../../exposes/app';
import { ColumnChoiceContext, type ColumnChoice } from '../../table/column-choice';

const everyColumn: ColumnChoice = (columns) => [...columns];

/** The remote under /admin/* as the shell mounts it, its tabs showing every column (as a person who chose them all). */
export function renderEveryColumn(route: string) {
  return renderWithProviders(
    <ColumnChoiceContext.Provider value={everyColumn}>
      <Routes>
        <Route path="/admin/*" element={<App basePath="/admin" />} />
      </Routes>
    </ColumnChoiceContext.Provider>,
    { route },
  );
}
