import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguagePreference } from '@video-admin/shared-ui';
import { callsTo } from '@video-admin/shared-ui/testing';
import { openModule, renderReleases } from '../../../testing/render-releases';
import { serveReleases } from '../../../testing/releases-handlers';
import { itemsReleases } from '../../../testing/releases-fixtures';
import type { FrontendRelease, ModuleReleases } from '../../model/release-types';

const REACT = { package: 'react', wanted: '^18.3.1', shell_version: '19.3.1' };
const REACT_DOM = { package: 'react-dom', wanted: '^18.3.1', shell_version: '19.3.1' };

/** remote-items as the fixture has it, its unpromoted 0.1.0-c published with these mismatches. */
function itemsWith(mismatches: FrontendRelease['mismatches']): ModuleReleases {
  const entry = itemsReleases();
  return {
    ...entry,
    releases: entry.releases.map((release) => (release.release_id === '0.1.0-c' ? { ...release, mismatches } : release)),
  };
}

/** The shell with a live 1.0.0-a and an unpromoted 1.0.0-b published with these mismatches. */
function shellWith(mismatches: FrontendRelease['mismatches']): ModuleReleases {
  const release = (id: string, live: boolean, published_at: string) => ({
    release_id: `1.0.0-${id}`,
    version: '1.0.0',
    built_at: published_at,
    published_at,
    published_by: 'ci@example.com',
    live,
    withdrawn_at: null,
    mismatches: live ? [] : mismatches,
    commit: null,
    notes: null,
  });
  return {
    frontend: 'shell',
    live: '1.0.0-a',
    releases: [release('a', true, '2026-11-21T08:00:00Z'), release('b', false, '2026-11-22T08:00:00Z')],
    rollout: null,
    previews: [],
    history: [],
  };
}

const serve = (items: ModuleReleases, shell = shellWith([])) => serveReleases({ releases: [shell, items] });

/** A release's row: the list item that names it among the releases (the history, a labelled list, names it too). */
async function row(packageName: string, releaseId: string) {
  const section = await openModule(packageName);
  const items = within(section)
    .getAllByText(releaseId)
    .map((text) => text.closest('li'));
  return items.find((item) => item && !item.closest('ul')!.hasAttribute('aria-label'))!;
}

test("a remote's release that does not fit the live shell says why in its row, and its actions say they will be refused (Chinese)", async () => {
  serve(itemsWith([REACT, REACT_DOM]));
  renderReleases();
  const release = await row('remote-items', '0.1.0-c');
  expect(
    within(release).getByText('与线上外壳不兼容：react 需要 ^18.3.1，外壳为 19.3.1；react-dom 需要 ^18.3.1，外壳为 19.3.1'),
  ).toBeInTheDocument();
  const hint = '在兼容的外壳上线之前，服务器会拒绝上线、灰度发布或预览该版本。';
  for (const name of ['上线 0.1.0-c', '灰度发布 0.1.0-c', '0.1.0-c 的预览链接']) {
    const action = within(release).getByRole('button', { name });
    expect(action).toBeEnabled();
    expect(action).toHaveAccessibleDescription(hint);
  }
});

test('the same in English', async () => {
  setLanguagePreference('en');
  serve(itemsWith([REACT]));
  renderReleases();
  const release = await row('remote-items', '0.1.0-c');
  expect(within(release).getByText('Does not fit the live shell: react wants ^18.3.1, the shell has 19.3.1')).toBeInTheDocument();
  expect(within(release).getByRole('button', { name: 'Roll out 0.1.0-c' })).toHaveAccessibleDescription(
    'The server refuses to promote, roll out or preview it until a shell that fits is live.',
  );
});

test("a shell's release names each live remote it would break, in both languages", async () => {
  const mismatches = [
    { ...REACT, remote: 'remote-items' },
    { ...REACT, remote: 'remote-account' },
  ];
  serve(itemsReleases(), shellWith(mismatches));
  const { unmount } = renderReleases();
  let release = await row('shell', '1.0.0-b');
  expect(within(release).getByText('会使 remote-items 无法运行：react 需要 ^18.3.1，此外壳为 19.3.1')).toBeInTheDocument();
  expect(within(release).getByText('会使 remote-account 无法运行：react 需要 ^18.3.1，此外壳为 19.3.1')).toBeInTheDocument();
  expect(within(release).getByRole('button', { name: '上线 1.0.0-b' })).toHaveAccessibleDescription(
    '只要它会使线上的远程模块无法运行，服务器就会拒绝将其上线。',
  );
  unmount();

  setLanguagePreference('en');
  renderReleases();
  release = await row('shell', '1.0.0-b');
  expect(within(release).getByText('Would break remote-items: react wants ^18.3.1, this shell has 19.3.1')).toBeInTheDocument();
  expect(within(release).getByRole('button', { name: 'Promote 1.0.0-b' })).toHaveAccessibleDescription(
    'The server refuses to promote it while it would break a live remote.',
  );
});

test.each([
  ['fitted the live shell ([])', []],
  ['was published before the check existed (null)', null],
])('a release that %s shows no warning and its actions no refusal', async (_, mismatches) => {
  serve(itemsWith(mismatches));
  renderReleases();
  const release = await row('remote-items', '0.1.0-c');
  expect(within(release).queryByText(/不兼容|无法运行/)).not.toBeInTheDocument();
  expect(within(release).getByRole('button', { name: '上线 0.1.0-c' })).not.toHaveAttribute('aria-describedby');
});

test('promote stays offered and is sent: the server decides, a shell that fits may have gone live since', async () => {
  const { requests } = serve(itemsWith([REACT]));
  renderReleases();
  const release = await row('remote-items', '0.1.0-c');
  await userEvent.click(within(release).getByRole('button', { name: '上线 0.1.0-c' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { name: '上线', hidden: true }),
  );
  await waitFor(() => expect(callsTo(requests, 'POST /api/v1/releases/remote-items/promote')).toHaveLength(1));
});
