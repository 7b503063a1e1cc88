import { Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useWatch, type Control } from 'react-hook-form';
import { ControlledField } from '@video-admin/shared-ui/forms';
import { useTemplateDialogsTranslation } from '../../i18n';
import { nameLength, TEMPLATE_NAME_MAX, templateNameRules, type TemplateForm } from '../model/template-form';

const useStyles = makeStyles({
  counter: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, whiteSpace: 'nowrap' },
  over: { color: tokens.colorPaletteRedForeground1 },
});

/** How much of the name's room is used, under the input (a phone leaves the input no room for it inside); red once past it. */
function NameCounter({ control }: { control: Control<TemplateForm> }) {
  const { t } = useTemplateDialogsTranslation();
  const styles = useStyles();
  const length = nameLength((useWatch({ control, name: 'template_name' }) ?? '').trim());
  return (
    <span className={mergeClasses(styles.counter, length > TEMPLATE_NAME_MAX && styles.over)}>
      {t('edit.nameCounter', { count: length, max: TEMPLATE_NAME_MAX })}
    </span>
  );
}

/**
 * 模板名称, required and at most TEMPLATE_NAME_MAX characters, in creating and editing alike, with
 * a counter under it that describes the input. A longer name (pasted, AI-made or saved before the limit)
 * stays whole in the input, so the admin chooses what to cut; the form refuses it until then.
 */
export function TemplateNameField({ control }: { control: Control<TemplateForm> }) {
  const { t } = useTemplateDialogsTranslation();
  return (
    <ControlledField
      control={control}
      name="template_name"
      label={t('edit.name')}
      required
      // the field's hint: it describes the input
      hint={<NameCounter control={control} />}
      rules={{ validate: templateNameRules(t('create.nameRequired'), t('edit.nameTooLong', { max: TEMPLATE_NAME_MAX })) }}
    >
      {(input) => <Input {...input} />}
    </ControlledField>
  );
}
