/** The page sizes the admin pager offers. Apart from pager.tsx so importing it loads no component. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];
