import { Button, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { fetchLiveRuntimeConfig, useCommonTranslation } from '@video-admin/shared-ui';
import { DialogFrame, DialogPanel } from '@video-admin/shared-ui/dialogs';
import { useShellTranslation } from '../i18n';
import { moduleDisplayName } from '../remotes/remote-screen-language';
import { Release } from './release-cell';
import { releaseParts } from './release-parts';
import { runningRelease } from './running-releases';

/** Which release of the shell and of each remote this tab runs, and which is live now. */
export default function AboutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useShellTranslation();
  const { t: common, lng } = useCommonTranslation();
  // Asked afresh each time the dialog opens: "live now" must not be an old answer.
  const live = useQuery({ queryKey: ['live-runtime-config'], queryFn: fetchLiveRuntimeConfig, gcTime: 0, staleTime: 0, retry: false });
  const rows = releaseParts().map((part) => ({ part, running: runningRelease(part), live: live.data?.releases?.[part] }));
  const outdated = rows.some((row) => row.live && row.live.id !== row.running?.id);

  return (
    <DialogFrame onClose={onClose}>
      <DialogPanel
        title={t('about.title')}
        actions={
          <Button appearance="primary" onClick={onClose}>
            {t('about.close')}
          </Button>
        }
      >
        <p>{t('about.intro')}</p>
        <Table aria-label={t('about.title')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('about.part')}</TableHeaderCell>
              <TableHeaderCell>{t('about.running')}</TableHeaderCell>
              <TableHeaderCell>{t('about.live')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ part, running, live: liveRelease }) => (
              <TableRow key={part} data-testid={`release-${part}`}>
                <TableCell>{part === 'shell' ? common('remote.shellName') : moduleDisplayName(part, lng)}</TableCell>
                <TableCell>{running ? <Release release={running} /> : t('about.notReleased')}</TableCell>
                <TableCell>
                  {liveRelease ? (
                    liveRelease.id === running?.id ? (
                      t('about.same')
                    ) : (
                      <Release release={liveRelease} />
                    )
                  ) : live.isPending ? (
                    '…'
                  ) : (
                    '-'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {live.isPending ? <Spinner size="tiny" label={t('about.checking')} /> : null}
        {live.isError ? <p role="alert">{t('about.checkFailed')}</p> : null}
        {outdated ? <p role="status">{t('about.reloadHint')}</p> : null}
      </DialogPanel>
    </DialogFrame>
  );
}
