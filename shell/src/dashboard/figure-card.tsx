import { mergeClasses, Subtitle2 } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { useDashboardStyles } from './dashboard.styles';

export interface FigureCardProps {
  title: string;
  /** Spans the whole row (the chart). */
  wide?: boolean;
  children: ReactNode;
}

/** One titled card of the dashboard, a region named by its title. */
export function FigureCard({ title, wide, children }: FigureCardProps) {
  const styles = useDashboardStyles();
  const titleId = useId();
  return (
    <section className={mergeClasses(styles.card, wide && styles.wide)} aria-labelledby={titleId}>
      <Subtitle2 as="h2" id={titleId}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}
