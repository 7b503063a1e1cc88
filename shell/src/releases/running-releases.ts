import { getRuntimeConfig, type ReleaseInfo, type ReleasePart, type RemoteName } from '@video-admin/shared-ui';

// Remotes this tab moved to another release after the one it started with had gone.
const moved = new Map<RemoteName, ReleaseInfo | undefined>();

/** The shell release this page runs: the server names it in the page it served. */
function shellReleaseOfPage(): ReleaseInfo | undefined {
  const tag = document.querySelector<HTMLMetaElement>('meta[name="shell-release"]');
  const builtAt = tag?.dataset.builtAt;
  return tag?.content && builtAt ? { id: tag.content, builtAt } : undefined;
}

/** The release of a part this tab runs: what it loaded, not what is live now. */
export function runningRelease(part: ReleasePart): ReleaseInfo | undefined {
  if (part === 'shell') return shellReleaseOfPage();
  return moved.has(part) ? moved.get(part) : getRuntimeConfig().releases?.[part];
}

export function noteRunningRelease(remote: RemoteName, release: ReleaseInfo | undefined): void {
  moved.set(remote, release);
}
