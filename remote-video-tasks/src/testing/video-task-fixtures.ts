import type { Permission } from '@video-admin/shared-ui';
import type { UserMePublic, VideoTask, VideoTaskStats } from '@video-admin/shared-ui/contract';
import { aUser } from '@video-admin/shared-ui/testing';

/** A finished keling task with a video and a first image, with the given fields changed. */
export function makeTask(overrides: Partial<VideoTask> = {}): VideoTask {
  return {
    task_id: 1,
    template_id: 10,
    original_template_id: null,
    user_id: 100,
    platform: 'keling',
    platform_task_id: 'kl-1',
    task_status: 3,
    is_read: false,
    video_url: 'https://cdn.example.com/v/1.mp4',
    first_image: 'https://cdn.example.com/i/1a.png',
    second_image: null,
    merged_image: null,
    create_task_params: null,
    create_task_rsp: null,
    query_task_rsp: null,
    created_at: '2026-11-22T08:15:00Z',
    updated_at: '2026-11-22T08:16:00Z',
    ...overrides,
  };
}

export function makeStats(overrides: Partial<VideoTaskStats> = {}): VideoTaskStats {
  return {
    status_stats: { total: 200, pending: 12, running: 8, completed: 150, failed: 30, unread: 77 },
    platform_stats: { keling: 90, jimeng: 70, minimax: 40 },
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
