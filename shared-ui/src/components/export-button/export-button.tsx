import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { useState } from 'react';
import type { DownloadParams } from '../../http/download';
import type { Language } from '../../i18n/language-store';
import { useAppToast } from '../../toast/app-toaster';

export interface ExportButtonProps {
  /** The export call, e.g. '/api/backend/video-tasks/export'. */
  path: string;
  /** The filters in force: the file holds what the list shows, every page of it. */
  params: DownloadParams;
  /** The language of the file's header row; without it, the language of the screen the button is on. */
  language?: Language;
  children: string;
}

/**
 * The language a screen declares on its root (`lang`), which may differ from the page's: the
 * back office is Chinese under the 'Default' preference while the shell around it is English.
 */
function screenLanguage(element: Element): Language | undefined {
  const lang = element.closest('[lang]')?.getAttribute('lang')?.toLowerCase();
  if (lang?.startsWith('zh')) return 'zh-CN';
  if (lang?.startsWith('en')) return 'en';
  return undefined;
}

/**
 * Downloads the list as the server exports it, its header row in the screen's language; busy
 * while the file comes, a toast if it fails.
 */
export function ExportButton({ path, params, language, children }: ExportButtonProps) {
  const toast = useAppToast();
  const [busy, setBusy] = useState(false);
  const download = async (button: Element) => {
    setBusy(true);
    try {
      // The download code loads with the first export, not with every screen.
      const { downloadFile } = await import('../../http/download');
      await downloadFile(path, { ...params, language: language ?? screenLanguage(button) });
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabledFocusable={busy}
      onClick={(event) => void download(event.currentTarget)}
    >
      {children}
    </Button>
  );
}
