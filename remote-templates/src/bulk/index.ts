// A tab's selection and the bar of actions on the selected templates (the bar's code loads when it first shows).
export { TemplateBulkBar } from './components/lazy-template-bulk-bar';
export { useTabBulk, type TabBulkSource } from './hooks/use-tab-bulk';
