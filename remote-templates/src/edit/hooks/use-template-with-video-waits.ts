import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { pollingAllowed, useLiveChanges, type LiveChange } from '@video-admin/shared-ui/live';
import { useTemplate } from '../api/get-template';
import { templateKeys } from '../../api/template-keys';
import { auxiliaryVideo, type ReferenceIndex } from '../model/reference';

const POLL_MS = 3000;
// The local platform finishes in seconds, real ones in minutes; past this the admin checks later.
const WAIT_LIMIT_MS = 5 * 60_000;

/** A slot's video: still awaited, or awaited too long. */
export type VideoWait = 'waiting' | 'timedOut' | undefined;

interface Wait {
  previous: string | null;
  since: number;
}

/** Whether the slot's awaited video has come: its URL is set and not the one it had when the wait began. */
function videoArrived(template: VideoTemplate, index: ReferenceIndex, wait: Wait): boolean {
  const url = auxiliaryVideo(template, index);
  return !!url && url !== wait.previous;
}

/** Whether a change the server announced may have changed template `id` (its video arrives with its task). */
function concernsTemplate(change: LiveChange, id: number): boolean {
  if (change.kind === 'reset') return true;
  if (change.kind === 'template') return change.id === id || change.id === null;
  if (change.kind === 'task') return change.template_id === id || change.id === null;
  // Other kinds (a person's rights) never change a template.
  return false;
}

/**
 * The dialog's fresh copy of the template. After a reference image is uploaded it waits until
 * that slot's video URL changes, so the new video shows up by itself: told by the server's change
 * stream while it is open, polling while it is down.
 */
export function useTemplateWithVideoWaits(row: VideoTemplate) {
  const [waits, setWaits] = useState<Partial<Record<ReferenceIndex, Wait>>>({});
  const [now, setNow] = useState(() => Date.now());
  const active = (wait: Wait | undefined) => !!wait && now - wait.since < WAIT_LIMIT_MS;
  const polling = Object.values(waits).some(active);
  const queryClient = useQueryClient();
  const onChange = useCallback(
    (change: LiveChange) => {
      if (concernsTemplate(change, row.template_id)) void queryClient.invalidateQueries({ queryKey: templateKeys.detail(row.template_id) });
    },
    [queryClient, row.template_id],
  );
  const live = useLiveChanges(onChange, polling);
  const detail = useTemplate(row.template_id, { placeholder: row, pollMs: polling && !live && pollingAllowed() ? POLL_MS : false });
  const current = detail.data ?? row;

  // A wait ends when its video URL is new (waitOf says so in the same render; this forgets it).
  useEffect(() => {
    setWaits((previous) => {
      const arrived = (Object.keys(previous).map(Number) as ReferenceIndex[]).filter((index) =>
        videoArrived(current, index, previous[index]!),
      );
      if (!arrived.length) return previous;
      const next = { ...previous };
      for (const index of arrived) delete next[index];
      return next;
    });
  }, [current]);

  // A clock ticking only while something is awaited, so a wait can time out.
  useEffect(() => {
    if (!polling) return undefined;
    const timer = setInterval(() => setNow(Date.now()), POLL_MS);
    return () => clearInterval(timer);
  }, [polling]);

  const startWaiting = useCallback(
    (index: ReferenceIndex) => {
      const since = Date.now();
      setNow(since);
      setWaits((previous) => ({ ...previous, [index]: { previous: auxiliaryVideo(current, index), since } }));
    },
    [current],
  );

  const waitOf = (index: ReferenceIndex): VideoWait => {
    const wait = waits[index];
    if (!wait || videoArrived(current, index, wait)) return undefined;
    return active(wait) ? 'waiting' : 'timedOut';
  };

  return { current, startWaiting, waitOf };
}
