import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Select,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import type { Language } from '@video-admin/shared-ui';
import type { UserPublic } from '@video-admin/shared-ui/contract';
import { useViewsBarStyles } from './views-bar.styles';
import { useViewsTranslation } from './views-texts';

export const VIEW_NAME_MAX = 60;

type Role = UserPublic['roles'][number];
const ROLES: readonly Role[] = ['template_reviewer', 'template_publisher', 'task_operator', 'viewer', 'release_manager', 'developer'];

export interface SaveViewChoice {
  name: string;
  isDefault: boolean;
  sharedWithRole: Role | null;
}

export interface SaveViewDialogProps {
  open: boolean;
  /** A copy of a shared view: titled so, its name proposed. */
  copying: boolean;
  initialName: string;
  /** A superuser may share the view with a role. */
  mayShare: boolean;
  saving: boolean;
  /** Why the last save failed, in words. */
  error?: string;
  onSave: (choice: SaveViewChoice) => void;
  onClose: () => void;
  defaultLanguage?: Language;
}

/** The name of the view to save (1-60 characters), whether the list opens with it, and for a superuser a role to share it with. */
export function SaveViewDialog(props: SaveViewDialogProps) {
  const { open, onClose } = props;
  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      {/* Keyed by the opening and the proposed name: each opening starts from it. */}
      <SaveViewForm key={`${open}:${props.initialName}`} {...props} />
    </Dialog>
  );
}

function SaveViewForm({ copying, initialName, mayShare, saving, error, onSave, onClose, defaultLanguage }: SaveViewDialogProps) {
  const { t } = useViewsTranslation(defaultLanguage);
  const styles = useViewsBarStyles();
  const [name, setName] = useState(initialName);
  const [isDefault, setIsDefault] = useState(false);
  const [role, setRole] = useState<Role | ''>('');
  const [tried, setTried] = useState(false);
  const trimmed = name.trim();
  const nameError = !trimmed ? t('nameRequired') : trimmed.length > VIEW_NAME_MAX ? t('nameTooLong', { max: VIEW_NAME_MAX }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nameError) return;
    onSave({ name: trimmed, isDefault, sharedWithRole: role || null });
  };
  return (
    <DialogSurface>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <DialogTitle>{copying ? t('copyTitle') : t('dialogTitle')}</DialogTitle>
          <DialogContent className={styles.form}>
            <Field label={t('name')} required validationMessage={tried ? nameError : undefined}>
              <Input value={name} onChange={(_, data) => setName(data.value)} maxLength={VIEW_NAME_MAX + 20} />
            </Field>
            <Checkbox checked={isDefault} onChange={(_, data) => setIsDefault(!!data.checked)} label={t('isDefault')} />
            {mayShare ? (
              <Field label={t('shareWith')}>
                <Select value={role} onChange={(_, data) => setRole(data.value as Role | '')}>
                  <option value="">{t('notShared')}</option>
                  {ROLES.map((option) => (
                    <option key={option} value={option}>
                      {t(`roles.${option}`)}
                    </option>
                  ))}
                </Select>
              </Field>
            ) : null}
            {error ? (
              <div role="alert" className={styles.muted}>
                {t('failed', { reason: error })}
              </div>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button type="submit" appearance="primary" disabled={saving}>
              {t('submit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </form>
    </DialogSurface>
  );
}
