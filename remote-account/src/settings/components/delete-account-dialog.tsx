import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useAccountTranslation } from '../../i18n';
import { useSettingsTabTranslation } from '../tab-texts-i18n';
import { useDeleteMe } from '../api/delete-me';
import { useSettingsStyles } from './settings.styles';

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const { t } = useSettingsTabTranslation();
  const account = useAccountTranslation();
  const styles = useSettingsStyles();
  const deleteMe = useDeleteMe();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('dangerZone.confirmTitle')}</DialogTitle>
          <DialogContent>
            <Body1 as="p">{t('dangerZone.confirmText')}</Body1>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={deleteMe.isPending}>
              {account.t('actions.cancel')}
            </Button>
            <Button appearance="primary" className={styles.danger} disabled={deleteMe.isPending} onClick={() => deleteMe.mutate()}>
              {t('dangerZone.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
