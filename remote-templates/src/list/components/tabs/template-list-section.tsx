import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, useCallback, type ReactNode } from 'react';
import { Pager } from '@video-admin/shared-ui';
import type { VideoTemplate, VideoTemplateList } from '@video-admin/shared-ui/contract';
import type { SearchState } from '@video-admin/shared-ui/lists';
import type { Density } from '@video-admin/shared-ui/views';
import { DataTable, type Column } from '../table/data-table';

export interface TemplateListSectionProps {
  label: string;
  columns: Column<VideoTemplate>[];
  density: Density;
  emptyText: ReactNode;
  list: UseQueryResult<VideoTemplateList>;
  state: Pick<SearchState, 'page' | 'pageSize' | 'setPage' | 'setPageSize'>;
}

const templateId = (row: VideoTemplate) => row.template_id;

/** A tab's table and the shared pager under it. */
export function TemplateListSection({ label, columns, density, emptyText, list, state }: TemplateListSectionProps) {
  const { refetch } = list;
  // Stable, so a retry offered does not rebuild the table's rows.
  const retry = useCallback(() => void refetch(), [refetch]);
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        density={density}
        rows={list.data?.data}
        rowKey={templateId}
        // A retry after a failure shows the loading rows again until it answers.
        isLoading={list.isPending || (list.isError && list.isFetching)}
        isError={list.isError}
        error={list.error}
        onRetry={retry}
        emptyText={emptyText}
      />
      {/* The pager's texts load on first use; only the pager waits for them, not the table. */}
      {list.data ? (
        <Suspense fallback={null}>
          <Pager
            total={list.data.count}
            totalAtLeast={list.data.count_exact === false}
            page={state.page}
            pageSize={state.pageSize}
            onPageChange={state.setPage}
            onPageSizeChange={state.setPageSize}
          />
        </Suspense>
      ) : null}
    </>
  );
}
