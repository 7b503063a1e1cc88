import type { CSSProperties } from 'react';

/**
 * Worn by every status badge of the tables beside Fluent's Badge class names (which it keeps
 * exactly): a badge is one line tall, so a narrow column or card must never wrap its text, a
 * character per line, below it. A style rather than a class, so the class names stay Fluent's own.
 */
export const BADGE_TEXT: CSSProperties = { whiteSpace: 'nowrap', flexShrink: 0 };
