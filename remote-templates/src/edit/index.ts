// The edit dialog, which also creates a template: what the list opens it with, and the dialog,
// whose code loads when it first opens.
export { EditTemplateDialog } from './components/lazy-edit-template-dialog';
export { NEW_TEMPLATE, useOpenTemplate, type DialogTarget } from './hooks/use-open-template';
