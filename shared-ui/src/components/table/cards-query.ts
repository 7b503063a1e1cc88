/** Screens this narrow show each table row as a card: a phone held upright, not a tablet or a small window. */
export const CARDS_QUERY = '@media (max-width: 600px)';
