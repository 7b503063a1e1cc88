import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../components/lazy-components';
import { renderWithProviders } from '../../testing/render-with-providers';
import { MainLandmarkContent } from '../route-contexts';

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
  expect(screen.getByRole('main')).toHaveAttribute('data-testid', 'not-found');

  await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
  expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
});

test("inside the layout's main landmark it opens no second one", async () => {
  renderWithProviders(
    <main>
      <MainLandmarkContent>
        <NotFoundPage />
      </MainLandmarkContent>
    </main>,
  );
  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  expect(screen.getAllByRole('main')).toHaveLength(1);
});
