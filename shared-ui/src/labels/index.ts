// shared-ui/labels: what each value the back office stores reads as, in both languages. An entry
// point of its own, not part of '@video-admin/shared-ui' (loaded on every page, /login too): only the screens
// that show such values import it, and each bundles the tables it uses.
export {
  PLATFORM_LABELS,
  SUB_STATUS_LABELS,
  TASK_STATUS_LABELS,
  TEMPLATE_STATUS_LABELS,
  valueLabel,
  valueText,
  type ValueKind,
} from './value-labels';
export { useValueLabels, type ValueLabels } from './use-value-labels';
