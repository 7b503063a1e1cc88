// shared-ui/forms: what the remotes' forms share (react-hook-form fields, values shown read-only).
// An entry point of its own, not part of '@video-admin/shared-ui': that one is the federation singleton every page
// loads at once, and a form library belongs only with the screens that have forms. Each remote
// bundles what it imports here.
export { ControlledField, type ControlledFieldProps, type ControlledInputProps } from './controlled-field';
export { ReadOnlyValue, type ReadOnlyValueProps } from './read-only-value';
