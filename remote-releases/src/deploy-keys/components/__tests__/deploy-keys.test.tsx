import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguagePreference } from '@video-admin/shared-ui';
import { callsTo } from '@video-admin/shared-ui/testing';
import { renderReleases } from '../../../testing/render-releases';
import { serveReleases } from '../../../testing/releases-handlers';
import { aKey, aModule, ITEMS, SHELL } from '../../../testing/releases-fixtures';

const keyList = () => screen.findByRole('list', { name: '部署密钥' });

test('the keys tab lists each key with its module, state and last use', async () => {
  serveReleases({ keys: [aKey(), aKey({ id: 'k2', name: 'old CI', revoked_at: '2026-11-21T08:00:00Z', last_used_at: null })] });
  renderReleases('/admin/releases?tab=keys');
  const [active, revoked] = within(await keyList()).getAllByRole('listitem');
  expect(active).toHaveTextContent('items CI');
  expect(active).toHaveTextContent('有效');
  expect(active).toHaveTextContent('最近使用 2026年11月22日 10:00');
  expect(within(active!).getByRole('button', { name: '吊销 items CI' })).toBeInTheDocument();
  expect(revoked).toHaveTextContent('已吊销');
  expect(revoked).toHaveTextContent('从未使用');
  expect(within(revoked!).queryByRole('button')).not.toBeInTheDocument();
});

test('a created key shows its secret once; closed, it is gone and the list has the key', async () => {
  const { requests } = serveReleases({ keys: [] });
  renderReleases('/admin/releases?tab=keys');
  expect(await screen.findByText('尚无部署密钥。')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '创建部署密钥' }));
  const form = await screen.findByRole('dialog', { name: '创建部署密钥', hidden: true });
  await userEvent.click(within(form).getByRole('button', { name: '创建', hidden: true }));
  expect(await within(form).findByText('请选择模块。')).toBeInTheDocument();
  await waitFor(() => expect(within(form).getAllByRole('option', { hidden: true })).toHaveLength(2));
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: /模块/, hidden: true }), 'remote-items');
  await userEvent.type(within(form).getByRole('textbox', { name: /用途/, hidden: true }), 'items CI');
  await userEvent.click(within(form).getByRole('checkbox', { name: '也可以上线版本', hidden: true }));
  await userEvent.click(within(form).getByRole('button', { name: '创建', hidden: true }));
  const created = await screen.findByRole('dialog', { name: '部署密钥 items CI', hidden: true });
  expect(within(created).getByRole('textbox', { name: '密钥', hidden: true })).toHaveValue('dk_secret_shown_once');
  expect(within(created).getByText('请立即复制密钥：它只显示这一次。')).toBeInTheDocument();
  expect(JSON.parse(callsTo(requests, 'POST /api/v1/deploy-keys/')[0]!.body)).toEqual({
    module: 'remote-items',
    name: 'items CI',
    expires_in_days: null,
    can_promote: true,
  });
  await userEvent.click(within(created).getByRole('button', { name: '关闭', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  expect(await within(await keyList()).findByText('items CI')).toBeInTheDocument();
  expect(screen.queryByDisplayValue('dk_secret_shown_once')).not.toBeInTheDocument();
});

test('revoking a key asks first (English)', async () => {
  setLanguagePreference('en');
  const { requests } = serveReleases();
  renderReleases('/admin/releases?tab=keys');
  await userEvent.click(await screen.findByRole('button', { name: 'Revoke items CI' }));
  const question = await screen.findByRole('alertdialog', { hidden: true });
  expect(within(question).getByText('Revoke the key items CI?')).toBeInTheDocument();
  await userEvent.click(within(question).getByRole('button', { name: 'Revoke', hidden: true }));
  await waitFor(() => expect(callsTo(requests, 'DELETE /api/v1/deploy-keys/k1')).toHaveLength(1));
  expect(await screen.findByText('Revoked')).toBeInTheDocument();
});

test('a retired module is not offered for a new key', async () => {
  serveReleases({ keys: [], modules: [SHELL, ITEMS, aModule('remote-old', { retired_at: '2026-11-24T08:00:00Z' })] });
  renderReleases('/admin/releases?tab=keys');
  await userEvent.click(await screen.findByRole('button', { name: '创建部署密钥' }));
  const form = await screen.findByRole('dialog', { name: '创建部署密钥', hidden: true });
  await waitFor(() => expect(within(form).getAllByRole('option', { hidden: true })).toHaveLength(2));
  expect(within(form).queryByRole('option', { name: /remote-old/, hidden: true })).not.toBeInTheDocument();
});
