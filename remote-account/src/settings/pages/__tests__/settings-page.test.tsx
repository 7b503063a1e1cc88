import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, apiServer, renderWithProviders, serveCurrentUser } from '@video-admin/shared-ui/testing';
import { ann } from '../../../testing/users';
import { SettingsPage } from '../settings-page';

// Fluent renders a tab's text twice (one copy reserves the bold width), so compare by accessible name.
const tabsNamed = (...names: string[]) => names.map((name) => screen.getByRole('tab', { name }));

test('a regular user gets seven real tabs, each panel labelled by its tab', async () => {
  serveCurrentUser(ann());
  apiServer.use(api.get('/api/v1/users/me/sessions', ({ response }) => response(200).json({ data: [], count: 0 })));
  apiServer.use(
    api.get('/api/v1/users/me/two-factor', ({ response }) =>
      response(200).json({ enabled: false, required: false, recovery_codes_left: 0 }),
    ),
  );
  apiServer.use(api.get('/api/v1/users/me/passkeys', ({ response }) => response(200).json({ data: [], count: 0 })));
  renderWithProviders(<SettingsPage />);

  expect(await screen.findByRole('heading', { name: 'User Settings', level: 1 })).toBeInTheDocument();
  const tablist = screen.getByRole('tablist');
  expect(await within(tablist).findByRole('tab', { name: 'Danger zone' })).toBeInTheDocument();
  expect(within(tablist).getAllByRole('tab')).toEqual(
    tabsNamed('My profile', 'Password', 'Appearance', 'Sessions', 'Two-step sign-in', 'Passkeys', 'Danger zone'),
  );

  for (const [tabName, panelHeading] of [
    ['Password', 'Change Password'],
    ['Sessions', 'Sessions'],
    ['Two-step sign-in', 'Two-step sign-in'],
    ['Passkeys', 'Passkeys'],
    ['Appearance', 'Appearance'],
    ['Danger zone', 'Delete Account'],
    ['My profile', 'User Information'],
  ]) {
    const tab = screen.getByRole('tab', { name: tabName });
    await userEvent.click(tab);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    expect(screen.getByRole('tabpanel', { name: tabName })).toBe(panel);
    // Tabs other than the first load their code when first opened.
    expect(await within(panel).findByRole('heading', { name: panelHeading })).toBeInTheDocument();
  }
});

test('a superuser sees only My profile, Password, Appearance, Sessions, Two-step sign-in and Passkeys', async () => {
  serveCurrentUser(ann({ is_superuser: true }));
  renderWithProviders(<SettingsPage />);

  expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
  expect(screen.getAllByRole('tab')).toEqual(tabsNamed('My profile', 'Password', 'Appearance', 'Sessions', 'Two-step sign-in', 'Passkeys'));
  expect(screen.queryByRole('tab', { name: 'Danger zone' })).not.toBeInTheDocument();
});

test('?tab=twoFactor opens Two-step sign-in (where a person whose role requires it is sent)', async () => {
  serveCurrentUser(ann({ is_superuser: true }));
  apiServer.use(
    api.get('/api/v1/users/me/two-factor', ({ response }) =>
      response(200).json({ enabled: false, required: true, recovery_codes_left: 0 }),
    ),
  );
  renderWithProviders(<SettingsPage />, { route: '/settings?tab=twoFactor' });

  const tab = await screen.findByRole('tab', { name: 'Two-step sign-in' });
  expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel', { name: 'Two-step sign-in' });
  expect(await within(panel).findByText('Your role requires two-step sign-in. Set it up to continue.')).toBeInTheDocument();
});
