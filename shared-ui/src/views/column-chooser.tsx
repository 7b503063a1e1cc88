import { Button, Checkbox, Popover, PopoverSurface, PopoverTrigger, Text } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, ColumnTripleEditRegular } from '@fluentui/react-icons';
import type { Language } from '@video-admin/shared-ui';
import { chosenIds, isShown, moveColumn, toggleColumn, type ChoosableColumn, type ListLayout } from './list-layout';
import { useViewsBarStyles } from './views-bar.styles';
import { useViewsTranslation } from './views-texts';

export interface ColumnChooserProps {
  columns: readonly ChoosableColumn[];
  layout: ListLayout;
  onChange: (layout: ListLayout) => void;
  defaultLanguage?: Language;
}

/**
 * Which columns the table shows and in what order: a checkbox per column and buttons to move a
 * shown one up or down (keyboard and pointer alike, no dragging). The fixed ones (the id, the
 * actions) are listed, checked and not changeable. The end buttons stay focusable when they can
 * do nothing, so focus stays on a button that just moved its column to an end.
 */
export function ColumnChooser({ columns, layout, onChange, defaultLanguage }: ColumnChooserProps) {
  const { t } = useViewsTranslation(defaultLanguage);
  const styles = useViewsBarStyles();
  const chosen = chosenIds(columns, layout);
  const ordered = [
    ...columns.filter((column) => column.fixed === 'start'),
    ...chosen.map((id) => columns.find((column) => column.id === id)!),
    ...columns.filter((column) => !column.fixed && !chosen.includes(column.id)),
    ...columns.filter((column) => column.fixed === 'end'),
  ];
  return (
    <Popover trapFocus positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Button className={styles.wideOnly} icon={<ColumnTripleEditRegular />} appearance="subtle">
          {t('columns')}
        </Button>
      </PopoverTrigger>
      <PopoverSurface aria-label={t('columnsLabel')} className={styles.surface}>
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
