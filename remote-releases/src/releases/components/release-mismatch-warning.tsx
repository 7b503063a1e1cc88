import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useReleasesTranslation } from '../../i18n';
import { useReleasesStyles } from '../../components/styles';
import type { MismatchGroup } from '../model/release-mismatches';

/**
 * A release that did not fit the live releases when it was published: one sentence per clash, the
 * live shell's ("Does not fit the live shell: react wants ^18.3.1, the shell has 19.3.1") or, for a
 * shell's release, each live remote's it would break. Drawn as the screen's other warnings are.
 */
export function ReleaseMismatchWarning({ groups }: { groups: MismatchGroup[] }) {
  const styles = useReleasesStyles();
  const { t } = useReleasesTranslation();
  if (groups.length === 0) return null;
  const sentence = ({ remote, mismatches }: MismatchGroup) => {
    const details = mismatches
      .map((mismatch) =>
        t(remote === null ? 'mismatch.wantsShell' : 'mismatch.wantsThisShell', {
          package: mismatch.package,
          wanted: mismatch.wanted,
          version: mismatch.shell_version,
        }),
      )
      .join(t('mismatch.separator'));
    return remote === null ? t('mismatch.liveShell', { details }) : t('mismatch.breaksRemote', { remote, details });
  };
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        {groups.map((group) => (
          <Text as="p" block key={group.remote ?? ''} className={styles.paragraph}>
            {sentence(group)}
          </Text>
        ))}
      </MessageBarBody>
    </MessageBar>
  );
}
