// The cells' styles take the phone's breakpoint from here; the one definition lives in shared-ui.
export { CARDS_QUERY } from '@video-admin/shared-ui/lists';
