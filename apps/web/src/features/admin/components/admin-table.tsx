import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export type TColumn<T> = {
  id: string;
  /** The header, and the label of the cell when rows become cards on a phone. */
  label: string;
  render: (row: T) => ReactNode;
  /** The API sort key this column sorts by (a button in the header). */
  sortKey?: string;
  /** The cell that names the row (a `<th scope="row">`). */
  isRowHeader?: boolean;
  className?: string;
};

type AdminTableProps<T> = {
  caption: string;
  columns: TColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** The current sort (`key` or `-key`). */
  sort?: string | undefined;
  onSort?: (key: string) => void;
  rowClassName?: (row: T) => string | undefined;
};

function ariaSortOf(sort: string | undefined, key: string): 'ascending' | 'descending' | 'none' {
  if (sort === key) return 'ascending';
  if (sort === `-${key}`) return 'descending';
  return 'none';
}

const SORT_ARROWS = { ascending: '↑', descending: '↓', none: '↕' } as const;

/**
 * A table of one page of rows. Sortable headers are buttons and carry aria-sort; on a phone, each
 * row becomes a card whose cells are labelled with their header (admin.css).
 */
export function AdminTable<T>({ caption, columns, rows, rowKey, sort, onSort, rowClassName }: AdminTableProps<T>) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sortKey = column.sortKey;
              if (!sortKey || !onSort) {
                return (
                  <th key={column.id} scope="col" className={column.className}>
                    {column.label}
                  </th>
                );
              }
              const state = ariaSortOf(sort, sortKey);
              return (
                <th key={column.id} scope="col" aria-sort={state} className={column.className}>
                  <button type="button" className={cx('admin-sort', state !== 'none' && 'is-active')} onClick={() => onSort(sortKey)}>
                    {column.label}
                    <span aria-hidden="true" className="admin-sort__arrow">
                      {SORT_ARROWS[state]}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th key={column.id} scope="row" data-label={column.label} className={column.className}>
                    {column.render(row)}
                  </th>
                ) : (
                  <td key={column.id} data-label={column.label} className={column.className}>
                    {column.render(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
