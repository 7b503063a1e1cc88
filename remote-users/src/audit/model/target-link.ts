/**
 * The screen that shows an entry's target, with the filter that finds it: a template on the
 * all-templates tab by its id, a task on the tasks screen, a person on the users tab, a module or
 * release on the releases screen, a deploy key on its tab there. undefined for a target no screen
 * shows (a bulk job).
 */
export function targetLink(target: string): string | undefined {
  const at = target.indexOf(':');
  if (at < 0) return undefined;
  const type = target.slice(0, at);
  const id = target.slice(at + 1);
  if (!id) return undefined;
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (type) {
    case 'template':
      return /^\d+$/.test(id) ? `/admin?${query({ template_id: id })}` : undefined;
    case 'task':
      return /^\d+$/.test(id) ? `/admin/video-tasks?${query({ task_id: id })}` : undefined;
    case 'user':
      return `/admin/users?${query({ q: id })}`;
    case 'module':
    case 'release':
      return '/admin/releases';
    case 'deploy_key':
      return `/admin/releases?${query({ tab: 'keys' })}`;
    default:
      return undefined;
  }
}
