import { aModule, itemsReleases, ITEMS, SHELL } from '../../../testing/releases-fixtures';
import { invalidModuleFields, moduleBody } from '../module-form';
import { anyRollout, canRollBack, moduleView, releaseActions, rolloutPercent } from '../module-view';

test('a module view sorts its releases into live, rolling out and the rest, newest first', () => {
  const view = moduleView(ITEMS, itemsReleases());
  expect(view.live?.release.release_id).toBe('0.1.0-a');
  expect(view.rolling?.release.release_id).toBe('0.1.0-b');
  expect(view.rollout?.percent).toBe(10);
  expect(view.previous.map((item) => item.release.release_id)).toEqual(['0.1.0-c']);
  expect(view.live?.events.map((event) => event.action)).toEqual(['promote']);
});

test('a module without releases has nothing live', () => {
  const view = moduleView(aModule('remote-new'), undefined);
  expect(view).toMatchObject({ live: null, rolling: null, rollout: null, previous: [], history: [] });
});

test('the host offers promote only; a remote release that is not live offers all three; a live one none', () => {
  const remote = moduleView(ITEMS, itemsReleases());
  expect(releaseActions(remote.previous[0]!, false)).toEqual({ promote: true, rollout: true, preview: true });
  expect(releaseActions(remote.previous[0]!, true)).toEqual({ promote: true, rollout: false, preview: false });
  expect(releaseActions(remote.live!, false)).toEqual({ promote: false, rollout: false, preview: false });
  expect(moduleView(SHELL, undefined).live).toBeNull();
});

test('a rollout percent is a whole number from 1 to 99', () => {
  expect(rolloutPercent('10')).toBe(10);
  expect(rolloutPercent(' 99 ')).toBe(99);
  for (const text of ['', '0', '100', '12.5', 'ten', '-3']) expect(rolloutPercent(text)).toBeNull();
});

test('a module form: names of their kinds, trimmed into the body', () => {
  const values = { name: 'remote-reports', segment: 'reports', configKey: 'reports', en: ' Reports ', zh: '报表' };
  expect(invalidModuleFields(values)).toEqual([]);
  expect(moduleBody(values)).toEqual({
    name: 'remote-reports',
    segment: 'reports',
    config_key: 'reports',
    display_name: { en: 'Reports', 'zh-CN': '报表' },
  });
  expect(invalidModuleFields({ ...values, name: 'Remote Reports', configKey: '1x', zh: ' ' })).toEqual(['name', 'configKey', 'zh']);
});

test("the server's own abort shows while it is the latest event; a person's abort or a later event does not", () => {
  const abort = {
    action: 'rollout-abort' as const,
    release_id: '0.1.0-b',
    actor: 'server',
    at: '2026-11-25T08:00:00Z',
    detail: 'failure share 0.75',
  };
  const history = itemsReleases().history;
  expect(moduleView(ITEMS, itemsReleases({ rollout: null, history: [abort, ...history] })).autoAbort).toEqual(abort);
  expect(
    moduleView(ITEMS, itemsReleases({ rollout: null, history: [{ ...abort, actor: 'rm@example.com' }, ...history] })).autoAbort,
  ).toBeNull();
  expect(moduleView(ITEMS, itemsReleases({ history: [history[0]!, abort] })).autoAbort).toBeNull();
});

test('a rollout anywhere keeps the list refreshing; none, or no list yet, does not', () => {
  expect(anyRollout({ data: [itemsReleases({ rollout: null }), itemsReleases()] })).toBe(true);
  expect(anyRollout({ data: [itemsReleases({ rollout: null })] })).toBe(false);
  expect(anyRollout(undefined)).toBe(false);
});

test('roll back is offered once another release has been live before the current one', () => {
  const entry = itemsReleases();
  expect(canRollBack(moduleView(ITEMS, entry))).toBe(false);
  const promoted = { action: 'promote' as const, release_id: '0.1.0-c', actor: 'rm@example.com', at: '2026-11-20T08:00:00Z', detail: null };
  expect(canRollBack(moduleView(ITEMS, { ...entry, history: [...entry.history, promoted] }))).toBe(true);
  expect(canRollBack(moduleView(ITEMS, undefined))).toBe(false);
});
