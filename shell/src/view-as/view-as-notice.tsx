import { lazyOnFirstUse } from '@video-admin/shared-ui';
import { useCurrentViewAs } from './current-view-as';

// Loaded only while a superuser views as someone, in the chunk of the other bars that say this
// browser sees something else than usual (a preview, a development override): no other page pays
// for it, and the shell's main script names no new chunk.
const ViewAsBar = lazyOnFirstUse(() => import(/* webpackChunkName: "preview-bar" */ './view-as-bar').then((module) => module.ViewAsBar));

/** The view-as bar while this session views as a role or a person; nothing otherwise (or while it is asked). */
export function ViewAsNotice() {
  const { data: view } = useCurrentViewAs();
  return view ? <ViewAsBar view={view} /> : null;
}
