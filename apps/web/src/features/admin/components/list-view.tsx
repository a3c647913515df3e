import type { TAdminList } from '@fournil/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorBox, LoadingText } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import type { TListParams } from '../hooks/use-list-params';
import { ListPager } from './list-pager';

type ListViewProps<T> = {
  query: UseQueryResult<TAdminList<T>>;
  params: Pick<TListParams, 'q' | 'page' | 'pageSize' | 'setPage' | 'setPageSize'>;
  /** What is loading ('Chargement des pages…'). */
  loadingText: string;
  /** Said when the list is empty. */
  emptyText: string;
  /** The rows (a table that turns into cards on a phone). */
  children: (rows: T[]) => ReactNode;
};

/** A paged list's loading, error and empty states around its rows, and the pager under them. */
export function ListView<T>({ query, params, loadingText, emptyText, children }: ListViewProps<T>) {
  if (query.isPending) return <LoadingText>{loadingText}</LoadingText>;
  if (query.isError) return <ErrorBox onRetry={() => void query.refetch()}>{errorMessage(query.error)}</ErrorBox>;
  const list = query.data;
  return (
    <div className="admin-list" aria-busy={query.isFetching || undefined}>
      {list.results.length === 0 ? (
        <EmptyState compact>{params.q ? `Aucun résultat pour « ${params.q} ».` : emptyText}</EmptyState>
      ) : (
        children(list.results)
      )}
      {list.count > 0 ? (
        <ListPager
          count={list.count}
          page={params.page}
          pageSize={params.pageSize}
          onPage={params.setPage}
          onPageSize={params.setPageSize}
        />
      ) : null}
    </div>
  );
}
