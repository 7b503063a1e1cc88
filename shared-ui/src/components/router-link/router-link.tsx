import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate, type To } from 'react-router-dom';

export interface RouterLinkProps {
  to: To;
  /** Underlined, for a link inside a sentence, where colour alone would not set it apart. */
  inline?: boolean;
  children: ReactNode;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * Fluent's link to a screen of the app, navigating in the page as the router's Link does. Fluent's
 * Link renders only its own element (a, button or span), so it takes the router's href and click
 * instead.
 */
export function RouterLink({ to, inline, children }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const onClick = (event: MouseEvent) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Link href={href} inline={inline} onClick={onClick}>
      {children}
    </Link>
  );
}
