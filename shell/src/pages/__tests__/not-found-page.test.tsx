import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing';
import NotFoundPage from '../not-found-page';

test('shows 404, Oops! and the text, and Go Back returns to /', async () => {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<h1>home</h1>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>,
    { route: '/no/such/page' },
  );
  expect(await screen.findByText('404')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
  expect(screen.getByText('The page you are looking for was not found.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
  expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
});
