// A published template as its end users see it, read-only; its code loads when first opened.
export { TemplatePreviewDialog } from './components/lazy-template-preview-dialog';
