// shared-ui/dialogs: the frame, layout and form of the frontends' dialogs. An entry point of its own,
// not part of '@video-admin/shared-ui': that one is the federation singleton the first screen loads, and a dialog
// belongs only with the screens that open one. Each frontend bundles what it imports here.
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { DialogFrame, type DialogFrameProps } from './dialog-frame';
export { DialogPanel, type DialogPanelProps } from './dialog-panel';
export { FormDialogPanel, type FormDialogPanelProps } from './form-dialog-panel';
