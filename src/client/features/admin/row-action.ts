/**
 * A row's action button: 44 px tall for a finger while the rows are cards (phones and tablets),
 * compact once they are a table at the lg breakpoint, where data-table.tsx switches too.
 */
export const ROW_ACTION = 'btn btn-sm h-11 lg:h-8';
