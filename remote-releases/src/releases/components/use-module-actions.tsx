import { useState } from 'react';
import { useConfirmation } from '../../components/use-confirmation';
import { useReleasesTranslation } from '../../i18n';
import { useCreatePreview, usePromoteRelease, useRollBack, useRollOut } from '../api/release-calls';
import { useRetireModule } from '../api/module-calls';
import type { ModuleView, ReleaseView } from '../model/module-view';
import { rollbackTarget } from '../model/rollback-target';
import type { PreviewLink } from '../model/release-types';
import { PreviewDialog, RetireDialog, RolloutDialog } from './lazy-dialogs';

/**
 * What a module's section can do, each change asked first where it moves or ends something: promote,
 * roll back, roll out (start, change, complete, abort), preview, retire. A compatibility refusal
 * (409) is kept as `refusal` for the section to show with its reason; the dialogs are in `dialogs`.
 */
export function useModuleActions(view: ModuleView) {
  const { t } = useReleasesTranslation();
  const module = view.module.name;
  const { ask, dialog } = useConfirmation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [rolloutOf, setRolloutOf] = useState<ReleaseView | null>(null);
  const [preview, setPreview] = useState<{ link: PreviewLink; version: string } | null>(null);
  const [retiring, setRetiring] = useState(false);
  const refused = { onRefused: setRefusal };
  const promote = usePromoteRelease({ ...refused, success: () => t('promote.success', { module }) });
  const rollBack = useRollBack({ ...refused, success: () => t('rollback.success', { module }) });
  const rollOut = useRollOut({
    onRefused: (reason) => (setRefusal(reason), setRolloutOf(null)),
    success: (result) => t(`rollout.success.${result.status}`, { module, percent: result.percent }),
    onSuccess: () => setRolloutOf(null),
  });
  const createPreview = useCreatePreview({ ...refused });
  // A path the product needs, claimed since the dialog asked: the server's 409 says which.
  const retire = useRetireModule({ ...refused, success: () => t('retire.success', { module }) });

  const start = () => setRefusal(null);
  const handlers = {
    onPromote: ({ release }: ReleaseView) =>
      ask({
        title: t('promote.title', { version: release.release_id, module }),
        text: [t('promote.text')],
        confirmLabel: t('actions.promote'),
        onConfirm: () => (start(), promote.mutate({ module, releaseId: release.release_id })),
      }),
    onRollout: (target: ReleaseView) => (start(), setRolloutOf(target)),
    onPreview: ({ release }: ReleaseView) => {
      start();
      createPreview.mutate(
        { module, releaseId: release.release_id },
        { onSuccess: (link) => setPreview({ link, version: release.release_id }) },
      );
    },
    onRollBack: () => {
      // The question names the release that becomes live, and the one it replaces.
      const target = rollbackTarget(view);
      const live = view.live?.release.release_id ?? '';
      ask({
        title: target ? t('rollback.titleNamed', { module, release: target }) : t('rollback.title', { module }),
        text: [target ? t('rollback.textNamed', { release: target, live }) : t('rollback.text')],
        confirmLabel: t('actions.rollback'),
        danger: true,
        onConfirm: () => (start(), rollBack.mutate(module)),
      });
    },
    onChangeRollout: (percent: number) =>
      view.rollout && (start(), rollOut.mutate({ module, releaseId: view.rollout.release_id, percent })),
    onEndRollout: (percent: 0 | 100) => {
      const rollout = view.rollout;
      if (!rollout) return;
      const kind = percent === 100 ? 'complete' : 'abort';
      ask({
        title: t(`rollout.${kind}Title`, { version: rollout.release_id, module }),
        text: [t(`rollout.${kind}Text`)],
        confirmLabel: t(`rollout.${kind}`),
        danger: percent === 0,
        onConfirm: () => (start(), rollOut.mutate({ module, releaseId: rollout.release_id, percent })),
      });
    },
    onRetire: () => (start(), setRetiring(true)),
  };
  const pending = promote.isPending || rollBack.isPending || rollOut.isPending || createPreview.isPending || retire.isPending;
  const dialogs = (
    <>
      {dialog}
      <RolloutDialog
        open={rolloutOf !== null}
        version={rolloutOf?.release.release_id ?? ''}
        initial={10}
        pending={rollOut.isPending}
        onSubmit={(percent) => rolloutOf && rollOut.mutate({ module, releaseId: rolloutOf.release.release_id, percent })}
        onCancel={() => setRolloutOf(null)}
      />
      <PreviewDialog link={preview?.link ?? null} version={preview?.version ?? ''} onClose={() => setPreview(null)} />
      <RetireDialog
        open={retiring}
        module={view.module}
        onConfirm={() => (setRetiring(false), retire.mutate(module))}
        onCancel={() => setRetiring(false)}
      />
    </>
  );
  return { handlers, pending, refusal, dismissRefusal: () => setRefusal(null), dialogs };
}
