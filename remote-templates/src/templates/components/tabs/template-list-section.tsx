import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Pager } from 'shared-ui';
import type { VideoTemplate, VideoTemplateList } from 'shared-ui/contract';
import type { SearchState } from 'shared-ui/lists';
import { DataTable, type Column } from '../table/data-table';

export interface TemplateListSectionProps {
  label: string;
  columns: Column<VideoTemplate>[];
  emptyText: string;
  list: UseQueryResult<VideoTemplateList>;
  state: Pick<SearchState, 'page' | 'pageSize' | 'setPage' | 'setPageSize'>;
}

const templateId = (row: VideoTemplate) => row.template_id;

/** A tab's table and the shared pager under it. */
export function TemplateListSection({ label, columns, emptyText, list, state }: TemplateListSectionProps) {
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={list.data?.data}
        rowKey={templateId}
        isLoading={list.isPending}
        isError={list.isError}
        emptyText={emptyText}
      />
      {/* The pager's texts load on first use; only the pager waits for them, not the table. */}
      {list.data ? (
        <Suspense fallback={null}>
          <Pager
            total={list.data.count}
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
