import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { TwoFactorStatus } from '@video-admin/shared-ui/contract';
import { aUser, api, apiServer, recordRequests, renderWithProviders, serveCurrentUser } from '@video-admin/shared-ui/testing';
import { useTwoFactorEnrolment } from '../use-two-factor-enrolment';

function Here() {
  useTwoFactorEnrolment();
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="*" element={<Here />} />
    </Routes>,
    { route },
  );
}

const serveStatus = (status: Partial<TwoFactorStatus>) =>
  apiServer.use(
    api.get('/api/v1/users/me/two-factor', ({ response }) =>
      response(200).json({ enabled: false, required: false, recovery_codes_left: 0, ...status }),
    ),
  );

test('a superuser whose role requires it and who has none is led from any route to Settings, two-step tab', async () => {
  serveCurrentUser(aUser({ is_superuser: true }));
  serveStatus({ required: true });
  renderAt('/admin/video-tasks');
  expect(await screen.findByText('at /settings?tab=twoFactor')).toBeInTheDocument();
});

test('Settings without the tab leads to the tab too', async () => {
  serveCurrentUser(aUser({ is_superuser: true }));
  serveStatus({ required: true });
  renderAt('/settings');
  expect(await screen.findByText('at /settings?tab=twoFactor')).toBeInTheDocument();
});

test('with two-step sign-in on, or not required, nobody is led anywhere', async () => {
  serveCurrentUser(aUser({ roles: ['release_manager'] }));
  serveStatus({ required: true, enabled: true });
  const requests = recordRequests();
  const view = renderAt('/admin');
  await screen.findByText('at /admin');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByText('at /admin')).toBeInTheDocument();
  expect(requests.some((request) => request.url === '/api/v1/users/me/two-factor')).toBe(true);
  view.unmount();

  serveStatus({ required: false });
  renderAt('/items');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByText('at /items')).toBeInTheDocument();
});

test('a person without a role or superuser never asks', async () => {
  serveCurrentUser(aUser({ is_superuser: false, roles: [] }));
  const requests = recordRequests();
  renderAt('/items');
  await screen.findByText('at /items');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(requests.some((request) => request.url === '/api/v1/users/me/two-factor')).toBe(false);
});
