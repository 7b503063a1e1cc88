import type { Language, RemoteName } from 'shared-ui';

// Under the 'Default' language the back office's screens are Chinese and the account and items
// screens English; a remote's failure panel speaks the language its screen would have.
const SCREEN_LANGUAGE: Record<RemoteName, Language> = {
  account: 'en',
  items: 'en',
  templates: 'zh-CN',
  videoTasks: 'zh-CN',
};

export function remoteScreenLanguage(remote: RemoteName): Language {
  return SCREEN_LANGUAGE[remote];
}
