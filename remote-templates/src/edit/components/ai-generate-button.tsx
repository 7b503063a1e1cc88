import { Button, makeStyles, Spinner, Tooltip } from '@fluentui/react-components';
import { SparkleRegular } from '@fluentui/react-icons/svg/sparkle';
import { CARDS_QUERY } from '@video-admin/shared-ui/lists';
import { useTemplateDialogsTranslation } from '../../i18n';
import { useGenerateContent, type GenerationKind } from '../api/generate-content';

// On a phone the button is its icon only, so the field beside it keeps the row's width; its
// accessible name (and the tooltip) still say what it regenerates.
const useStyles = makeStyles({
  button: {
    flexShrink: 0,
    [CARDS_QUERY]: { minWidth: '32px', maxWidth: '32px', paddingInline: 0, '& .fui-Button__icon': { marginInline: 0 } },
  },
  text: { whiteSpace: 'nowrap', [CARDS_QUERY]: { display: 'none' } },
});

export interface AiGenerateButtonProps {
  kind: GenerationKind;
  templateId: number;
  label: string;
  onGenerated: (value: string) => void;
}

/** Regenerates one field with AI; the value goes into the form, not to the server. */
export function AiGenerateButton({ kind, templateId, label, onGenerated }: AiGenerateButtonProps) {
  const { t, lng } = useTemplateDialogsTranslation();
  const styles = useStyles();
  const generate = useGenerateContent(kind, templateId, onGenerated);
  return (
    <Tooltip content={{ children: label, lang: lng }} relationship="description">
      <Button
        aria-label={label}
        className={styles.button}
        icon={generate.isPending ? <Spinner size="extra-tiny" /> : <SparkleRegular />}
        disabled={generate.isPending}
        onClick={() => generate.mutate()}
      >
        <span className={styles.text}>{t('edit.regenerate')}</span>
      </Button>
    </Tooltip>
  );
}
