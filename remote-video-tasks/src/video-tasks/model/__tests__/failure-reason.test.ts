import { failureReason } from '../failure-reason';

const failed = (query_task_rsp: Record<string, unknown> | null, create_task_rsp: Record<string, unknown> | null = null) => ({
  task_status: 4,
  query_task_rsp,
  create_task_rsp,
});

test('the worker’s error is the reason, whatever else the platform answered', () => {
  expect(failureReason(failed({ demo: true, error: '可灵: 图片内容审核未通过，请更换参考图' }))).toBe(
    '可灵: 图片内容审核未通过，请更换参考图',
  );
  expect(
    failureReason(
      failed({ code: 0, message: 'SUCCEED', data: { task_status: 'failed', task_status_msg: 'x' }, error: '可灵: 任务生成超时' }),
    ),
  ).toBe('可灵: 任务生成超时');
  expect(failureReason(failed({ error: 'network down', stage: 'submit', attempts: 5, platform_response: null }))).toBe('network down');
});

test('a platform’s own answer gives its message when the worker wrote none', () => {
  expect(failureReason(failed({ code: 0, message: 'SUCCEED', data: { task_status: 'failed', task_status_msg: '账户余额不足' } }))).toBe(
    '账户余额不足',
  );
  expect(failureReason(failed({ base_resp: { status_code: 1026, status_msg: '输入内容涉及敏感内容' } }))).toBe('输入内容涉及敏感内容');
  expect(failureReason(failed({ code: 50400, message: 'Risk Not Pass' }))).toBe('Risk Not Pass');
  expect(failureReason(failed(null, { code: 1201, message: '  参数错误  ' }))).toBe('参数错误');
});

test('no reason for a task that did not fail, nor from a success message or blank text', () => {
  expect(failureReason({ task_status: 3, query_task_rsp: { error: 'old error' }, create_task_rsp: null })).toBeUndefined();
  expect(failureReason(failed({ code: 0, message: 'SUCCEED' }))).toBeUndefined();
  expect(failureReason(failed({ error: '   ', message: 'success' }))).toBeUndefined();
  expect(failureReason(failed(null))).toBeUndefined();
  expect(failureReason(failed({ error: { nested: true } }))).toBeUndefined();
});
