import { failedTasksLink, failedTemplatesLink, STATUS_TABS } from '../dashboard-links';

test('failed templates: all templates with any of the sub-statuses the figure counts, the parameter repeated', () => {
  const link = failedTemplatesLink({ templates_failed_sub_statuses: ['GENERATION_FAILED', '审核不通过'] });
  expect(link).toBe('/admin?template_sub_status=GENERATION_FAILED&template_sub_status=%E5%AE%A1%E6%A0%B8%E4%B8%8D%E9%80%9A%E8%BF%87');
  expect(new URLSearchParams(link.split('?')[1]).getAll('template_sub_status')).toEqual(['GENERATION_FAILED', '审核不通过']);
});

test('failed tasks: status 4, created since the boundary the figure was counted from', () => {
  const link = failedTasksLink({ tasks_since: '2026-11-20T00:00:00Z' });
  expect(link.split('?')[0]).toBe('/admin/video-tasks');
  expect(Object.fromEntries(new URLSearchParams(link.split('?')[1]))).toEqual({ task_status: '4', created_after: '2026-11-20T00:00:00Z' });
});

test('each pipeline status opens its own tab', () => {
  expect(Object.fromEntries(STATUS_TABS)).toEqual({
    待生成: '/admin/pending',
    已生成: '/admin/generated',
    待补全: '/admin/completion',
    已上架: '/admin/published',
  });
});
