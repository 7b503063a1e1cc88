import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { LiveModule } from '@video-admin/shared-ui';
import { renderWithProviders } from '@video-admin/shared-ui/testing';
import App from '../exposes/app';

/** The remote mounted as the shell mounts it, under /admin/releases/*; `modules`: the live ones the page's config names. */
export function renderReleases(route = '/admin/releases', { modules }: { modules?: Record<string, LiveModule> } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/releases/*" element={<App basePath="/admin/releases" />} />
    </Routes>,
    { route, modules },
  );
}

/**
 * Opens a module from the summary table (its name's link in the row of its package) and answers
 * its section; `part`: one of its tabs to show (版本 / 历史记录 / 加载健康, or the English ones).
 */
export async function openModule(packageName: string, part?: string | RegExp): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: /^(模块|Modules)$/ });
  const row = within(table)
    .getAllByRole('row')
    .find((each) => within(each).queryByText(packageName, { exact: true }));
  if (!row) throw new Error(`no row for ${packageName} in the modules' summary`);
  await userEvent.click(within(row).getByRole('link'));
  const section = await screen.findByRole('region', { name: new RegExp(` ${packageName}$`) });
  if (part) await userEvent.click(within(section).getByRole('tab', { name: part }));
  return section;
}
