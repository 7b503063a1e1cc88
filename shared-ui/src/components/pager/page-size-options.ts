/** The page sizes the admin pager offers. Apart from pager.tsx so importing it loads no component. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

/** The size a list shows until the user picks another. */
export const DEFAULT_PAGE_SIZE = 10;
