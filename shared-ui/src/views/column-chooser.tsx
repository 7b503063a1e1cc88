import { Button, Checkbox, Popover, PopoverSurface, PopoverTrigger, Text, useMergedRefs } from '@fluentui/react-components';
import { ArrowDownRegular } from '@fluentui/react-icons/svg/arrow-down';
import { ArrowUpRegular } from '@fluentui/react-icons/svg/arrow-up';
import { ColumnTripleEditRegular } from '@fluentui/react-icons/svg/column-triple-edit';
import { useRef, useState, type Ref } from 'react';
import type { Language } from '@video-admin/shared-ui';
import { chosenIds, isShown, moveColumn, toggleColumn, type ChoosableColumn, type ListLayout } from './list-layout';
import { useViewsBarStyles } from './views-bar.styles';
import { useViewsTranslation } from './views-texts';

export interface ColumnChooserProps {
  columns: readonly ChoosableColumn[];
  layout: ListLayout;
  onChange: (layout: ListLayout) => void;
  /** Opens as it mounts (its button was used before this code arrived). */
  defaultOpen?: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
  defaultLanguage?: Language;
}

/**
 * Which columns the table shows and in what order: a checkbox per column and buttons to move a
 * shown one up or down (keyboard and pointer alike, no dragging). The fixed ones (the id, the
 * actions) are listed, checked and not changeable. The end buttons stay focusable when they can
 * do nothing, so focus stays on a button that just moved its column to an end.
 */
export function ColumnChooser({ columns, layout, onChange, defaultOpen, triggerRef, defaultLanguage }: ColumnChooserProps) {
  const { t } = useViewsTranslation(defaultLanguage);
  const styles = useViewsBarStyles();
  const chosen = chosenIds(columns, layout);
  const [open, setOpen] = useState(!!defaultOpen);
  const ownTrigger = useRef<HTMLButtonElement>(null);
  const trigger = useMergedRefs(ownTrigger, triggerRef);
  const surface = useRef<HTMLDivElement>(null);
  // Closed with focus inside it (Escape) or lost: focus goes back to the button. Fluent's own
  // return needs the button to have been focused before the chooser opened, which a chooser
  // opened as it mounts (its code fetched on the first use of a stand-in button) cannot promise.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    const focused = document.activeElement;
    if (!next && (!focused || focused === document.body || surface.current?.contains(focused))) ownTrigger.current?.focus();
  };
  const ordered = [
    ...columns.filter((column) => column.fixed === 'start'),
    ...chosen.map((id) => columns.find((column) => column.id === id)!),
    ...columns.filter((column) => !column.fixed && !chosen.includes(column.id)),
    ...columns.filter((column) => column.fixed === 'end'),
  ];
  return (
    <Popover trapFocus positioning="below-end" open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <PopoverTrigger disableButtonEnhancement>
        <Button ref={trigger} className={styles.wideOnly} icon={<ColumnTripleEditRegular />} appearance="subtle">
          {t('columns')}
        </Button>
      </PopoverTrigger>
      <PopoverSurface ref={surface} aria-label={t('columnsLabel')} className={styles.surface}>
        <Text as="h2" weight="semibold" size={300} className={styles.heading}>
          {t('columnsLabel')}
        </Text>
        <ul className={styles.columnList}>
          {ordered.map((column) => {
            const shown = isShown(columns, layout, column.id);
            const place = chosen.indexOf(column.id);
            return (
              <li key={column.id} className={styles.columnItem}>
                <Checkbox
                  className={styles.columnCheck}
                  checked={shown}
                  disabled={!!column.fixed}
                  label={column.fixed ? t('alwaysShown', { column: column.label }) : column.label}
                  onChange={(_, data) => onChange(toggleColumn(columns, layout, column.id, !!data.checked))}
                />
                {place >= 0 ? (
                  <span className={styles.moves}>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<ArrowUpRegular />}
                      aria-label={t('moveUp', { column: column.label })}
                      disabledFocusable={place === 0}
                      onClick={() => onChange(moveColumn(columns, layout, column.id, -1))}
                    />
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<ArrowDownRegular />}
                      aria-label={t('moveDown', { column: column.label })}
                      disabledFocusable={place === chosen.length - 1}
                      onClick={() => onChange(moveColumn(columns, layout, column.id, 1))}
                    />
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
        <Button size="small" onClick={() => onChange({ ...layout, columns: null })}>
          {t('resetColumns')}
        </Button>
      </PopoverSurface>
    </Popover>
  );
}
