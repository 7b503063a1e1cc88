import { targetLink } from '../target-link';

test("each target opens the screen that shows it, filtered to it; a bulk job's has none", () => {
  expect(targetLink('template:42')).toBe('/admin?template_id=42');
  expect(targetLink('task:7')).toBe('/admin/video-tasks?task_id=7');
  expect(targetLink('user:ann+1@example.com')).toBe('/admin/users?q=ann%2B1%40example.com');
  expect(targetLink('module:remote-items')).toBe('/admin/releases');
  expect(targetLink('release:remote-items@abc')).toBe('/admin/releases');
  expect(targetLink('deploy_key:0f3c')).toBe('/admin/releases?tab=keys');
  expect(targetLink('bulk_job:3')).toBeUndefined();
  expect(targetLink('template:x')).toBeUndefined();
  expect(targetLink('nothing')).toBeUndefined();
  expect(targetLink('user:')).toBeUndefined();
});
