/** The attribute naming a row button's action, the same in every row (ActionButton's actionKey). */
export const ROW_ACTION_ATTRIBUTE = 'data-row-action';
/** The attribute naming a table row by its template (DataTable's rows). */
export const ROW_KEY_ATTRIBUTE = 'data-row-key';
