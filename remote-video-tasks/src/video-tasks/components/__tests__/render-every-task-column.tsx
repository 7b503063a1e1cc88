import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import App from '../../../exposes/app';
import { TaskColumnChoiceContext, type TaskColumnChoice } from '../video-tasks-table.columns';

const everyColumn: TaskColumnChoice = (columns) => columns;

/** The remote under /admin/video-tasks/* as the shell mounts it, its table showing every column (as a person who chose them all). */
export function renderEveryTaskColumn(route = '/admin/video-tasks') {
  return renderWithProviders(
    <TaskColumnChoiceContext.Provider value={everyColumn}>
      <Routes>
        <Route path="/admin/video-tasks/*" element={<App basePath="/admin/video-tasks" />} />
      </Routes>
    </TaskColumnChoiceContext.Provider>,
    { route },
  );
}
