import { makeStyles } from '@fluentui/react-components';

export const useVideoTasksStyles = makeStyles({
  // Beside BackOfficePage's own: the page may shrink below its table's width (the table scrolls).
  page: { minWidth: 0 },
});
