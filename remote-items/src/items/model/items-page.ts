/** Items on one page of the table: the list asks for this many, and the skeleton shows as many rows. */
export const ITEMS_PAGE_SIZE = 5;
