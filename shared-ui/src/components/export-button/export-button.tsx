import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { useState } from 'react';
import type { DownloadParams } from '../../http/download';
import { useAppToast } from '../../toast/app-toaster';

export interface ExportButtonProps {
  /** The export call, e.g. '/api/backend/video-tasks/export'. */
  path: string;
  /** The filters in force: the file holds what the list shows, every page of it. */
  params: DownloadParams;
  children: string;
}

/** Downloads the list as the server exports it; busy while the file comes, a toast if it fails. */
export function ExportButton({ path, params, children }: ExportButtonProps) {
  const toast = useAppToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // The download code loads with the first export, not with every screen.
      const { downloadFile } = await import('../../http/download');
      await downloadFile(path, params);
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabledFocusable={busy} onClick={() => void download()}>
      {children}
    </Button>
  );
}
