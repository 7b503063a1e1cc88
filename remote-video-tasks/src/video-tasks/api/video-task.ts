// Wire shapes of /api/backend/video-tasks, as the API contract fixes them.

/** 1 pending, 2 running, 3 completed, 4 failed; anything else is shown as unknown. */
export type TaskStatus = number;

export type JsonObject = Record<string, unknown>;

export interface VideoTask {
  task_id: number;
  template_id: number | null;
  original_template_id: number | null;
  user_id: number | null;
  /** keling | jimeng | minimax, or the server's built-in local platform. */
  platform: string;
  platform_task_id: string | null;
  task_status: TaskStatus;
  is_read: boolean;
  video_url: string | null;
  first_image: string | null;
  second_image: string | null;
  merged_image: string | null;
  create_task_params: JsonObject | null;
  create_task_rsp: JsonObject | null;
  query_task_rsp: JsonObject | null;
  created_at: string;
  updated_at: string;
}

export interface VideoTaskList {
  data: VideoTask[];
  count: number;
}

export interface VideoTaskUpdate {
  task_status?: TaskStatus;
  is_read?: boolean;
}

export interface VideoTaskStats {
  status_stats: {
    total: number;
    pending: number;
    running: number;
    completed: number;
    failed: number;
    unread: number;
  };
  platform_stats: Record<string, number>;
}
