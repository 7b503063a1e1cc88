import type { UserMePublic, VideoTemplate } from '@video-admin/shared-ui/contract';
import { api, apiServer, aUser, recordRequests, serveCurrentUser } from '@video-admin/shared-ui/testing';
import { makeTemplate } from './template-fixtures';

const NOT_FOUND = { detail: 'Template not found' };

/** What the server fills in for a field a create call leaves out. */
const emptyTemplate: Partial<VideoTemplate> = {
  template_name: null,
  template_platform: null,
  template_prompt: null,
  template_category_id: null,
  template_params: null,
  template_main_image: null,
  template_video_url: null,
  template_top_title: null,
  template_system_recommendation: null,
  template_user_evaluation: null,
};

/**
 * The /api/backend template calls over an in-memory table, enough for screens to show what a call
 * changed, and the signed-in user (a superuser unless told otherwise, or `user`). The returned table is the
 * one the calls read and change; `requests` records every request. A test answers a call its own
 * way with `apiServer.use(...)`, whose handlers come first.
 */
export function serveTemplates(templates: VideoTemplate[], { superuser = true, user }: { superuser?: boolean; user?: UserMePublic } = {}) {
  const table = templates.map((template) => ({ ...template }));
  const find = (id: number) => table.find((template) => template.template_id === id);
  // New templates (created or copied) take ids past the table's, and come first, as the newest change does on the server.
  const nextId = () => Math.max(0, ...table.map((template) => template.template_id)) + 1;
  const requests = recordRequests();

  serveCurrentUser(user ?? aUser({ email: 'admin@example.com', full_name: null, is_superuser: superuser }));
  apiServer.use(
    // The person's saved views of the templates: none (a test of the views bar serves its own).
    api.get('/api/v1/users/me/views/', ({ response }) => response(200).json({ data: [], count: 0 })),
    api.post('/api/backend/video-template/list', ({ request, response }) => {
      // The query as sent: text, whatever the contract's types say it holds.
      const query = new URL(request.url).searchParams;
      const name = query.get('template_name')?.toLowerCase();
      const topTitle = query.get('template_top_title')?.toLowerCase();
      const rows = table.filter(
        (row) =>
          (!query.has('template_status') || row.template_status === query.get('template_status')) &&
          (!query.has('template_platform') || row.template_platform === query.get('template_platform')) &&
          (!query.has('template_sub_status') || query.getAll('template_sub_status').includes(row.template_sub_status)) &&
          (!query.has('template_id') || String(row.template_id) === query.get('template_id')) &&
          (!name || (row.template_name ?? '').toLowerCase().includes(name)) &&
          (!topTitle || (row.template_top_title ?? '').toLowerCase().includes(topTitle)),
      );
      const skip = Number(query.get('skip') ?? 0);
      const limit = Number(query.get('limit') ?? 100);
      return response(200).json({ data: rows.slice(skip, skip + limit), count: rows.length });
    }),
    api.post('/api/backend/video-template/update', async ({ request, response }) => {
      const { template_id, ...fields } = await request.json();
      const row = find(template_id);
      if (!row) return response(404).json(NOT_FOUND);
      Object.assign(row, fields);
      return response(200).json(row);
    }),
    api.post('/api/backend/video-template/get', async ({ request, response }) => {
      const row = find((await request.json()).template_id);
      return row ? response(200).json(row) : response(404).json(NOT_FOUND);
    }),
    api.post('/api/backend/video-template/review', async ({ request, response }) => {
      const { template_id, action } = await request.json();
      const row = find(template_id);
      if (!row) return response(404).json(NOT_FOUND);
      Object.assign(
        row,
        action === 'approve' ? { template_status: '待补全' } : { template_status: '待生成', template_sub_status: 'AUDIT_FAILED' },
      );
      const message = action === 'approve' ? '审核通过，AI 已补全：名称' : '审核不通过，模板已退回待生成（AUDIT_FAILED）';
      return response(200).json({ success: true, message, template: row });
    }),
    api.post('/api/backend/video-template/create', async ({ request, response }) => {
      const created = makeTemplate({
        template_id: nextId(),
        ...emptyTemplate,
        ...(await request.json()),
        template_status: '待生成',
        template_sub_status: 'UNREVIEWED',
      });
      table.unshift(created);
      return response(200).json(created);
    }),
    api.post('/api/backend/video-template/copy', async ({ request, response }) => {
      const { template_id, language } = await request.json();
      const source = find(template_id);
      if (!source) return response(404).json(NOT_FOUND);
      // Named as the server names a copy, in the language the screen sends.
      const suffix = language === 'en' ? ' (copy)' : '（副本）';
      const copy = {
        ...source,
        template_name: source.template_name ? `${source.template_name}${suffix}` : source.template_name,
        template_id: nextId(),
        original_template_id: source.template_id,
        template_status: '待生成',
        template_sub_status: 'UNREVIEWED',
      };
      table.unshift(copy);
      return response(200).json(copy);
    }),
    api.post('/api/backend/video-template/delete', async ({ request, response }) => {
      const { template_id } = await request.json();
      const index = table.findIndex((row) => row.template_id === template_id);
      if (index < 0) return response(404).json(NOT_FOUND);
      table.splice(index, 1);
      return response(200).json({ message: 'Template deleted successfully' });
    }),
    api.post('/api/backend/video-template/publish', async ({ request, response }) => {
      const row = find((await request.json()).template_id);
      if (!row) return response(404).json(NOT_FOUND);
      Object.assign(row, { template_status: '已上架', template_sub_status: '已上架' });
      return response(200).json({ success: true, message: '上架成功', template: row });
    }),
  );
  return { table, requests };
}
