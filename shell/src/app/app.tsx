import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
