import type { Permission } from '@video-admin/shared-ui';
import type { UserMePublic, VideoTemplate } from '@video-admin/shared-ui/contract';
import { aUser } from '@video-admin/shared-ui/testing';

let nextId = 1;

/** A complete template (publishable) with the given fields changed. */
export function makeTemplate(overrides: Partial<VideoTemplate> = {}): VideoTemplate {
  const id = overrides.template_id ?? nextId++;
  return {
    template_id: id,
    original_template_id: null,
    template_name: `模板${id}`,
    template_platform: 'keling',
    template_prompt: `提示词${id}`,
    template_category_id: 'cat-1',
    template_status: '待生成',
    template_sub_status: 'UNREVIEWED',
    template_params: { duration: 5 },
    template_main_image: `/media/main-${id}.png`,
    template_video_url: `/media/video-${id}.mp4`,
    template_video_url_1: null,
    template_video_url_2: null,
    template_video_url_3: null,
    template_video_url_4: null,
    template_reference_image_1: null,
    template_reference_image_2: null,
    template_reference_image_3: null,
    template_reference_image_4: null,
    template_image_num: 1,
    photo_tips_id: 1,
    template_top_title: `标题${id}`,
    template_system_recommendation: `推荐${id}`,
    template_user_evaluation: `评价${id}`,
    template_is_manual_audit: false,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-02T08:00:00Z',
    ...overrides,
  };
}

/** The back office's roles and the permissions each grants (server/src/lib/roles.ts), as /users/me lists them. */
const ROLE_PERMISSIONS: Record<'template_reviewer' | 'template_publisher' | 'task_operator' | 'viewer', Permission[]> = {
  template_reviewer: ['templates.edit', 'templates.read', 'templates.review'],
  template_publisher: ['bulk.run', 'templates.delete', 'templates.edit', 'templates.publish', 'templates.read', 'templates.review'],
  task_operator: ['bulk.run', 'tasks.delete', 'tasks.edit', 'tasks.read'],
  viewer: ['tasks.read', 'templates.read'],
};

/** A signed-in person, not a superuser, holding one role. */
export function aRoleUser(role: keyof typeof ROLE_PERMISSIONS): UserMePublic {
  return aUser({ email: `${role}@example.com`, roles: [role], permissions: ROLE_PERMISSIONS[role] });
}
