import { Type } from 'typebox';
import { Nullable } from '../../schemas/backend.js';

/** A list call's optional keyset cursor (see keyset.ts): the next_cursor of the page before. */
export const CursorQuery = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: 1024,
    description:
      "The next_cursor of the page before, in the same order and filters: the page starts right after that page's last row (an index seek, so a deep page costs what the first does), whatever skip says. Without it, skip counts rows from the start.",
  }),
);

/** What a list's answer says besides its rows and count. */
export const PageFields = {
  count_exact: Type.Optional(
    Type.Boolean({
      description:
        'false when more rows match than the server counts for a search or an id filter (10,000): count is then that many, and there are more.',
    }),
  ),
  next_cursor: Type.Optional(
    Nullable(
      Type.String({ description: 'Send as cursor for the page after this one; null when this page was not full (nothing follows).' }),
    ),
  ),
};
