import { mountAt } from '../remote-registry';

// Which remote the first screen needs, decided the way the routes and guards decide it.
test.each([
  ['/login', false, 'account/Login'],
  ['/login/', false, 'account/Login'],
  ['/reset-password', false, 'account/ResetPassword'],
  ['/items', true, 'items/App'],
  ['/settings/password', true, 'account/Settings'],
  ['/admin/video-tasks', true, 'videoTasks/App'],
  ['/admin/video-tasks/7', true, 'videoTasks/App'],
  ['/admin/pending', true, 'templates/App'],
  ['/admin', true, 'templates/App'],
])('%s (signed in: %s) shows %s', (pathname, signedIn, expected) => {
  const mount = mountAt(pathname, signedIn);
  expect(mount && `${mount.remote}/${mount.module}`).toBe(expected);
});

test.each([
  ['/', true],
  ['/', false],
  ['/login', true], // a token holder is sent to the dashboard
  ['/items', false], // and a visitor to /login
  ['/loginx', false],
  ['/administrators', true],
])('%s (signed in: %s) shows no remote', (pathname, signedIn) => {
  expect(mountAt(pathname, signedIn)).toBeUndefined();
});
