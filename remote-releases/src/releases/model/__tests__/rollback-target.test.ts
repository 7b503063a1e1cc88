import { ITEMS, itemsReleases } from '../../../testing/releases-fixtures';
import { moduleView } from '../module-view';
import { rollbackTarget } from '../rollback-target';

const event = (action: 'promote' | 'rollback' | 'first' | 'publish', release: string, at: string) => ({
  action,
  release_id: `0.1.0-${release}`,
  actor: 'rm@example.com',
  at,
  detail: null,
});

test('the release live before the current one was made live', () => {
  const history = [
    event('promote', 'a', '2026-11-23T00:00:00Z'),
    event('publish', 'c', '2026-11-22T00:00:00Z'),
    event('first', 'c', '2026-11-21T00:00:00Z'),
  ];
  expect(rollbackTarget(moduleView(ITEMS, itemsReleases({ history })))).toBe('0.1.0-c');
});

test('after a rollback, the release rolled back from', () => {
  const history = [
    event('rollback', 'a', '2026-11-24T00:00:00Z'),
    event('promote', 'b', '2026-11-23T00:00:00Z'),
    event('first', 'a', '2026-11-21T00:00:00Z'),
  ];
  expect(rollbackTarget(moduleView(ITEMS, itemsReleases({ history })))).toBe('0.1.0-b');
});

test('unknown when the history shown does not reach the move that made the live release live', () => {
  expect(rollbackTarget(moduleView(ITEMS, itemsReleases({ history: [event('promote', 'c', '2026-11-23T00:00:00Z')] })))).toBeNull();
  expect(rollbackTarget(moduleView(ITEMS, itemsReleases({ history: [event('promote', 'a', '2026-11-23T00:00:00Z')] })))).toBeNull();
});
