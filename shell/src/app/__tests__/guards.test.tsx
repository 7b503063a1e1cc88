import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing';
import { PublicOnly, RequireAuth } from '../guards';

function renderRoutes(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<PublicOnly />}>
        <Route path="/login" element={<p>login screen</p>} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route path="/" element={<p>dashboard</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

test('without a token an authenticated route redirects to /login', () => {
  renderRoutes('/');
  expect(screen.getByText('login screen')).toBeInTheDocument();
});

test('with a token a public route redirects to /', () => {
  window.localStorage.setItem('access_token', 'token');
  renderRoutes('/login');
  expect(screen.getByText('dashboard')).toBeInTheDocument();
});
