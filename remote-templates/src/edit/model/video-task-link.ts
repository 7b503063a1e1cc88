// The video task screen belongs to another frontend, which the shell mounts at this path; remotes
// never import each other, so the templates screen links to it by URL. Its list reads its filters
// from the URL, so a link can open it narrowed to one task.
const VIDEO_TASKS_PATH = '/admin/video-tasks';

/** The video task list filtered to one task. */
export function videoTaskHref(taskId: number): string {
  return `${VIDEO_TASKS_PATH}?${new URLSearchParams({ task_id: String(taskId) })}`;
}
