import { Button, Spinner, Tooltip } from '@fluentui/react-components';
import { SparkleRegular } from '@fluentui/react-icons/svg/sparkle';
import { useTemplateDialogsTranslation } from '../../../i18n';
import { useGenerateContent, type GenerationKind } from '../../api/generate-content';

export interface AiGenerateButtonProps {
  kind: GenerationKind;
  templateId: number;
  label: string;
  onGenerated: (value: string) => void;
}

/** Regenerates one field with AI; the value goes into the form, not to the server. */
export function AiGenerateButton({ kind, templateId, label, onGenerated }: AiGenerateButtonProps) {
  const { t, lng } = useTemplateDialogsTranslation();
  const generate = useGenerateContent(kind, templateId, onGenerated);
  return (
    <Tooltip content={{ children: label, lang: lng }} relationship="description">
      <Button
        aria-label={label}
        icon={generate.isPending ? <Spinner size="extra-tiny" /> : <SparkleRegular />}
        disabled={generate.isPending}
        onClick={() => generate.mutate()}
      >
        {t('edit.regenerate')}
      </Button>
    </Tooltip>
  );
}
