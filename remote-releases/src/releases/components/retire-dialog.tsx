import { Body1, Button, Text } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { getRuntimeConfig, LoadingState, type Language } from '@video-admin/shared-ui';
import type { ModuleRetirement } from '@video-admin/shared-ui/contract';
import { DialogFrame, DialogPanel } from '@video-admin/shared-ui/dialogs';
import { ReleasesLoadFailed } from '../../components/releases-load-failed';
import { useReleasesStyles } from '../../components/styles';
import { useReleasesTranslation } from '../../i18n';
import { retirementQueryOptions } from '../api/module-calls';
import type { ModulePublic } from '../model/release-types';

export interface RetireDialogProps {
  open: boolean;
  module: ModulePublic;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A menu entry as the person sees it in the menu, when the live config names it; its path alone otherwise. */
function menuEntryLabel(module: ModulePublic, path: string, language: Language): string | null {
  const entry = getRuntimeConfig().modules?.[module.config_key]?.menu.find((candidate) => candidate.path === path);
  return entry?.label[language] ?? null;
}

function Paths({
  label,
  empty,
  paths,
  labelOf,
}: {
  label: string;
  empty: string;
  paths: string[];
  labelOf?: (path: string) => string | null;
}) {
  const styles = useReleasesStyles();
  const id = useId();
  if (paths.length === 0)
    return (
      <Body1 as="p" className={styles.paragraph}>
        {empty}
      </Body1>
    );
  return (
    <div>
      <Body1 as="p" id={id} className={styles.paragraph}>
        {label}
      </Body1>
      <ul aria-labelledby={id}>
        {paths.map((path) => {
          const name = labelOf?.(path);
          return (
            <li key={path}>
              {name ? <Text>{name} </Text> : null}
              <Text className={styles.code}>{path}</Text>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Asks before retiring a module, naming what leaves the page with it: its live routes and its menu
 * entries (the server's answer, asked when the dialog opens). A module owning a path the product
 * needs cannot be retired: the dialog then says which and why, and offers nothing to confirm.
 */
export function RetireDialog({ open, module, onConfirm, onCancel }: RetireDialogProps) {
  const styles = useReleasesStyles();
  const { t, lng } = useReleasesTranslation();
  const retirement = useQuery({ ...retirementQueryOptions(module.name), enabled: open });
  const answer: ModuleRetirement | undefined = retirement.data;
  const blocked = answer !== undefined && answer.blocked_by.length > 0;
  const name = module.name;
  let body;
  if (retirement.error) {
    body = <ReleasesLoadFailed error={retirement.error} onRetry={() => void retirement.refetch()} />;
  } else if (!answer) {
    body = <LoadingState label={t('retire.checking')} />;
  } else if (blocked) {
    body = <Paths label={t('retire.blocked')} empty="" paths={answer.blocked_by} />;
  } else {
    body = (
      <>
        <Body1 as="p" className={styles.paragraph}>
          {t('retire.text')}
        </Body1>
        <Paths label={t('retire.routes')} empty={t('retire.noRoutes')} paths={answer.routes} />
        <Paths
          label={t('retire.menu')}
          empty={t('retire.noMenu')}
          paths={answer.menu}
          labelOf={(path) => menuEntryLabel(module, path, lng)}
        />
      </>
    );
  }
  return (
    <DialogFrame open={open} modalType="alert" onClose={onCancel} lang={lng}>
      <DialogPanel
        title={blocked ? t('retire.blockedTitle', { module: name }) : t('retire.title', { module: name })}
        contentProps={{ className: styles.form }}
        actions={
          <>
            <Button onClick={onCancel}>{blocked ? t('actions.close') : t('actions.cancel')}</Button>
            {answer && !blocked ? (
              <Button appearance="primary" className={styles.danger} onClick={onConfirm}>
                {t('actions.retire')}
              </Button>
            ) : null}
          </>
        }
      >
        {body}
      </DialogPanel>
    </DialogFrame>
  );
}
