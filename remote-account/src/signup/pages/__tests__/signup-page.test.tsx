import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { getRuntimeConfig, setLanguagePreference, setRuntimeConfig } from '@video-admin/shared-ui';
import { api, apiServer, recordRequests, renderWithProviders } from '@video-admin/shared-ui/testing';
import { LoginPage } from '../../../login/pages/login-page';
import { ann } from '../../../testing/users';
import { SignupPage } from '../signup-page';

function renderSignup() {
  return renderWithProviders(
    <Routes>
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/login" element={<h1>login screen</h1>} />
    </Routes>,
    { route: '/signup' },
  );
}

async function fill(placeholder: string, value: string) {
  const input = screen.getByPlaceholderText(placeholder);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

test('shows the fields, the button and a link to log in', async () => {
  renderSignup();
  expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
  for (const placeholder of ['Full Name', 'Email', 'Password', 'Confirm Password']) {
    expect(screen.getByPlaceholderText(placeholder)).toBeInTheDocument();
  }
  expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Log In' })).toHaveClass('fui-Link');
});

test("validates each field on blur with the rules' messages", async () => {
  renderSignup();
  await screen.findByRole('heading', { name: 'Sign Up' });

  // Tabbing through empty fields blurs each one.
  await userEvent.click(screen.getByPlaceholderText('Full Name'));
  await userEvent.click(screen.getByPlaceholderText('Email'));
  expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
  await userEvent.click(screen.getByPlaceholderText('Password'));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  await userEvent.click(screen.getByPlaceholderText('Confirm Password'));
  expect(await screen.findByText('Password is required')).toBeInTheDocument();
  await userEvent.click(screen.getByPlaceholderText('Full Name'));
  expect(await screen.findByText('Password confirmation is required')).toBeInTheDocument();

  await fill('Full Name', 'Al');
  await fill('Email', 'not-an-email');
  await fill('Password', 'short');
  await fill('Confirm Password', 'different');
  await userEvent.click(screen.getByPlaceholderText('Full Name'));
  expect(await screen.findByText('Full Name must be at least 3 characters')).toBeInTheDocument();
  expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
});

test('does not call the API while the form is invalid', async () => {
  const requests = recordRequests();
  renderSignup();
  await userEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test('signs up with full_name, email and password, then goes to /login', async () => {
  const requests = recordRequests();
  apiServer.use(api.post('/api/v1/users/signup', ({ response }) => response(200).json(ann())));
  renderSignup();
  await screen.findByRole('heading', { name: 'Sign Up' });
  await fill('Full Name', 'Ann Lee');
  await fill('Email', 'ann@example.com');
  await fill('Password', 'Secret123!');
  await fill('Confirm Password', 'Secret123!');
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

  expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
  expect(await screen.findByText('Your account has been created. Log in to continue.')).toBeInTheDocument();
  expect(JSON.parse(requests[0]!.body)).toEqual({ full_name: 'Ann Lee', email: 'ann@example.com', password: 'Secret123!' });
});

/** The address the router is at, shown so a test can see what the URL carries. */
function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="url">{pathname + search}</output>;
}

test('once signed up, the login screen confirms it and has the e-mail filled in, which the URL does not carry', async () => {
  apiServer.use(api.post('/api/v1/users/signup', ({ response }) => response(200).json(ann({ email: 'ann@example.com' }))));
  renderWithProviders(
    <Routes>
      <Route path="/signup" element={<SignupPage />} />
      <Route
        path="/login"
        element={
          <>
            <LoginPage />
            <CurrentUrl />
          </>
        }
      />
    </Routes>,
    { route: '/signup' },
  );
  await screen.findByRole('heading', { name: 'Sign Up' });
  await fill('Full Name', 'Ann Lee');
  await fill('Email', 'ann@example.com');
  await fill('Password', 'Secret123!');
  await fill('Confirm Password', 'Secret123!');
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

  expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
  expect(await screen.findByText('Your account has been created. Log in to continue.')).toBeInTheDocument();
  expect(screen.getByText('Success!')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Email')).toHaveValue('ann@example.com');
  expect(screen.getByPlaceholderText('Password')).toHaveValue('');
  expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(/^\/login$/);
});

test('shows the server detail when the e-mail is taken and stays on the page', async () => {
  apiServer.use(
    api.post('/api/v1/users/signup', ({ response }) =>
      response(400).json({ detail: 'The user with this email already exists in the system' }),
    ),
  );
  renderSignup();
  await screen.findByRole('heading', { name: 'Sign Up' });
  await fill('Full Name', 'Ann Lee');
  await fill('Email', 'ann@example.com');
  await fill('Password', 'Secret123!');
  await fill('Confirm Password', 'Secret123!');
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

  expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  expect(screen.getByText('The user with this email already exists in the system')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument());
});

test('the password meter follows what is typed', async () => {
  renderSignup();
  await screen.findByRole('heading', { name: 'Sign Up' });
  const meter = screen.getByRole('meter', { name: 'Password strength' });
  // An empty field: the meter says nothing yet.
  expect(meter).not.toHaveAttribute('aria-valuetext');
  await fill('Password', 'abc');
  expect(meter).toHaveAttribute('aria-valuetext', 'Low');
  await fill('Password', 'abcdefgh1');
  expect(meter).toHaveAttribute('aria-valuetext', 'Medium');
  expect(meter).toHaveTextContent('Medium');
  await fill('Password', 'Abcdefgh1!');
  expect(meter).toHaveAttribute('aria-valuetext', 'High');
});

test('once shown, a message goes away as soon as the field is fixed, before leaving it', async () => {
  renderSignup();
  await fill('Email', 'ann@');
  await userEvent.tab();
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();

  await userEvent.type(screen.getByPlaceholderText('Email'), 'example.com');
  await waitFor(() => expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument());
  expect(screen.getByPlaceholderText('Email')).toHaveFocus();
});

describe('on a server without open registration', () => {
  /** The runtime config of a server with USERS_OPEN_REGISTRATION=false, from the first render on. */
  function ClosedRegistration({ children }: { children: ReactNode }) {
    if (getRuntimeConfig().openRegistration !== false) setRuntimeConfig({ ...getRuntimeConfig(), openRegistration: false });
    return children;
  }

  function renderClosed() {
    const requests = recordRequests();
    renderWithProviders(
      <Routes>
        <Route
          path="/signup"
          element={
            <ClosedRegistration>
              <SignupPage />
            </ClosedRegistration>
          }
        />
        <Route path="/login" element={<h1>login screen</h1>} />
      </Routes>,
      { route: '/signup' },
    );
    return requests;
  }

  afterEach(() => act(() => setLanguagePreference('default')));

  test('says sign-up is closed instead of the form, with the way to log in', async () => {
    const requests = renderClosed();
    expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByText('Sign-up is closed on this server: ask an administrator to add your account.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url.includes('/signup'))).toEqual([]);
  });

  test('says it in Chinese too', async () => {
    act(() => setLanguagePreference('zh-CN'));
    renderClosed();
    expect(await screen.findByRole('heading', { name: '注册' })).toBeInTheDocument();
    expect(screen.getByText('本服务器不开放注册，请联系管理员为你添加账号。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
  });
});

describe('the name', () => {
  async function nameMessageFor(name: string) {
    renderSignup();
    await fill('Full Name', name);
    await userEvent.tab();
    await waitFor(() => expect(screen.getByPlaceholderText('Full Name')).not.toHaveFocus());
  }

  test('a two-character Chinese name is long enough: a CJK character counts two', async () => {
    await nameMessageFor('李四');
    // Its field is checked on leaving it; an empty e-mail's message shows that the check has run.
    await fill('Email', '');
    await userEvent.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Full Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Full Name must be at least 3 characters')).not.toBeInTheDocument();
  });

  test('one Chinese character is too short, as are two Latin letters', async () => {
    await nameMessageFor('李');
    expect(await screen.findByText('Full Name must be at least 3 characters')).toBeInTheDocument();
    await fill('Full Name', 'Al');
    expect(await screen.findByText('Full Name must be at least 3 characters')).toBeInTheDocument();
    await fill('Full Name', 'Ann');
    await waitFor(() => expect(screen.queryByText('Full Name must be at least 3 characters')).not.toBeInTheDocument());
  });

  test('李四 is sent as typed', async () => {
    const requests = recordRequests();
    apiServer.use(api.post('/api/v1/users/signup', ({ response }) => response(200).json(ann({ full_name: '李四' }))));
    renderSignup();
    await fill('Full Name', '李四');
    await fill('Email', 'li.si@example.com');
    await fill('Password', 'Secret123!');
    await fill('Confirm Password', 'Secret123!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    expect(JSON.parse(requests[0]!.body)).toMatchObject({ full_name: '李四' });
  });
});

test("the fields carry the FastAPI full-stack template's test ids", async () => {
  renderSignup();
  await screen.findByRole('heading', { name: 'Sign Up' });
  for (const id of ['full-name-input', 'email-input', 'password-input', 'confirm-password-input']) {
    expect(screen.getByTestId(id).tagName).toBe('INPUT');
  }
});
