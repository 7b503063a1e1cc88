// The template's history: who changed what and when, from the server's record of every change.
export { TemplateHistoryPanel } from './components/template-history-panel';
