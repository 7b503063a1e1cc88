/**
 * The frontends that are released: the shell and every remote. A frontend is named by its
 * workspace folder everywhere a person types it (`remote-items`); the server serves a remote's
 * files under /remotes/<segment>/ and the shell reads it from config.json under <configKey>.
 */
export interface Frontend {
  package: string;
  configKey: 'shell' | 'account' | 'items' | 'templates' | 'videoTasks';
  /** URL segment under /remotes/; null for the shell, served at the root. */
  segment: string | null;
}

export const FRONTENDS: readonly Frontend[] = [
  { package: 'shell', configKey: 'shell', segment: null },
  { package: 'remote-account', configKey: 'account', segment: 'account' },
  { package: 'remote-items', configKey: 'items', segment: 'items' },
  { package: 'remote-templates', configKey: 'templates', segment: 'templates' },
  { package: 'remote-video-tasks', configKey: 'videoTasks', segment: 'video-tasks' },
];

export const REMOTE_FRONTENDS = FRONTENDS.filter((frontend): frontend is Frontend & { segment: string } => frontend.segment !== null);

export function frontendNamed(name: string): Frontend | undefined {
  return FRONTENDS.find((frontend) => frontend.package === name);
}
