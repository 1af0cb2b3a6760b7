import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '../i18n/errors';
import { formatNumber } from '../i18n/format';

type Props<T extends { id: string }> = {
  query: UseQueryResult<T[]>;
  columns: string[];
  row: (item: T, index: number) => ReactNode[];
  empty: ReactNode;
  /** Show a number column first (spec tables number their rows). */
  numbered?: boolean;
};

/**
 * A real <table> for the dashboard lists: header cells, loading skeleton, empty and error states.
 * Below the desktop breakpoint each row is a card whose cells carry their column's name
 * (`.data-table` in styles.css), so every action is on screen without scrolling sideways. The
 * roles are written out because a table drawn as blocks loses them in some browsers.
 */
export function DataTable<T extends { id: string }>({
  query,
  columns,
  row,
  empty,
  numbered,
}: Props<T>) {
  const width = columns.length + (numbered ? 1 : 0);
  return (
    <div className="data-table">
      <table className="table" role="table">
        <thead role="rowgroup">
          <tr role="row">
            {numbered && (
              <th scope="col" role="columnheader">
                #
              </th>
            )}
            {columns.map((c) => (
              <th key={c} scope="col" role="columnheader">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {query.isPending &&
            [0, 1, 2].map((i) => (
              <tr key={i} aria-hidden="true">
                <td colSpan={width}>
                  <div className="skeleton h-10 w-full" />
                </td>
              </tr>
            ))}
          {query.isError && (
            <tr>
              <td colSpan={width} role="alert" className="text-error">
                {errorText(query.error)}
              </td>
            </tr>
          )}
          {query.data?.length === 0 && (
            <tr>
              <td colSpan={width} className="py-8 text-center text-base-content/75">
                {empty}
              </td>
            </tr>
          )}
          {query.data?.map((item, index) => (
            <tr key={item.id} role="row">
              {numbered && (
                <th scope="row" role="rowheader" data-label="#">
                  {formatNumber(index + 1)}
                </th>
              )}
              {row(item, index).map((cell, i) => (
                <td key={i} role="cell" data-label={columns[i]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
