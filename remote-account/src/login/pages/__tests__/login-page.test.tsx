import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing';
import { LoginPage } from '../login-page';

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<h1>signup screen</h1>} />
      <Route path="/recover-password" element={<h1>recovery screen</h1>} />
    </Routes>,
    { route: '/login' },
  );
}

test("is titled Log In, under the app's name", async () => {
  renderLogin();
  const heading = await screen.findByRole('heading', { name: 'Log In' });
  const appName = screen.getByText('Video Admin');
  expect(appName.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test("the links are Fluent's, to the signup and recovery screens", async () => {
  renderLogin();
  const forgot = await screen.findByRole('link', { name: 'Forgot Password?' });
  const signUp = screen.getByRole('link', { name: 'Sign Up' });
  expect(forgot).toHaveAttribute('href', '/recover-password');
  expect(signUp).toHaveAttribute('href', '/signup');
  for (const link of [forgot, signUp]) expect(link).toHaveClass('fui-Link');
});

test('a link opens its screen in the page', async () => {
  renderLogin();
  await userEvent.click(await screen.findByRole('link', { name: 'Sign Up' }));
  expect(await screen.findByRole('heading', { name: 'signup screen' })).toBeInTheDocument();
});
