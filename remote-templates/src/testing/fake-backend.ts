import { mockFetch, type RecordedRequest } from 'shared-ui/testing';
import type { VideoTemplate } from 'shared-ui/contract';

type Reply = { status?: number; body?: unknown };
type Responder = (request: RecordedRequest) => Reply | Promise<Reply>;

const BASE = '/api/backend/video-template';

/**
 * The /api/backend template calls over an in-memory table, enough for screens to show what a
 * call changed. Routes given in `overrides` replace the defaults (e.g. to fail one call).
 */
export function fakeBackend(templates: VideoTemplate[], overrides: Record<string, Responder | Reply> = {}, superuser = true) {
  const table = templates.map((template) => ({ ...template }));
  const find = (id: unknown) => table.find((template) => template.template_id === id);
  const json = (request: RecordedRequest) => (request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {});

  const list: Responder = (request) => {
    const query = new URL(request.url, 'http://api.test').searchParams;
    const name = query.get('template_name')?.toLowerCase();
    const topTitle = query.get('template_top_title')?.toLowerCase();
    const rows = table.filter(
      (row) =>
        (!query.has('template_status') || row.template_status === query.get('template_status')) &&
        (!query.has('template_platform') || row.template_platform === query.get('template_platform')) &&
        (!query.has('template_id') || String(row.template_id) === query.get('template_id')) &&
        (!name || (row.template_name ?? '').toLowerCase().includes(name)) &&
        (!topTitle || (row.template_top_title ?? '').toLowerCase().includes(topTitle)),
    );
    const skip = Number(query.get('skip') ?? 0);
    const limit = Number(query.get('limit') ?? 100);
    return { body: { data: rows.slice(skip, skip + limit), count: rows.length } };
  };

  const update: Responder = (request) => {
    const { template_id, ...fields } = json(request);
    const row = find(template_id);
    if (!row) return { status: 404, body: { detail: 'Template not found' } };
    Object.assign(row, fields);
    return { body: row };
  };

  const routes: Record<string, Responder | Reply> = {
    'GET /api/v1/users/me': { body: { id: 'u1', email: 'admin@example.com', full_name: null, is_active: true, is_superuser: superuser } },
    [`POST ${BASE}/list`]: list,
    [`POST ${BASE}/update`]: update,
    [`POST ${BASE}/get`]: (request) => {
      const row = find(json(request).template_id);
      return row ? { body: row } : { status: 404, body: { detail: 'Template not found' } };
    },
    [`POST ${BASE}/review`]: (request) => {
      const { template_id, action } = json(request);
      const row = find(template_id);
      if (!row) return { status: 404, body: { detail: 'Template not found' } };
      Object.assign(row, action === 'approve' ? { template_status: '待补全' } : { template_status: '待生成', template_sub_status: 'AUDIT_FAILED' });
      const message = action === 'approve' ? '审核通过，AI 已补全：名称' : '审核不通过，模板已退回待生成（AUDIT_FAILED）';
      return { body: { success: true, message, template: row } };
    },
    [`POST ${BASE}/publish`]: (request) => {
      const row = find(json(request).template_id);
      if (!row) return { status: 404, body: { detail: 'Template not found' } };
      Object.assign(row, { template_status: '已上架', template_sub_status: '已上架' });
      return { body: row };
    },
    ...overrides,
  };
  return { table, ...mockFetch(routes) };
}

/** The requests to one path (method + path, no query). */
export function callsTo(requests: RecordedRequest[], key: string): RecordedRequest[] {
  const [method, path] = key.split(' ');
  return requests.filter((request) => request.method === method && request.url.split('?')[0] === path);
}
