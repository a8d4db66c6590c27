import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Fragment, type ReactNode } from 'react';
import { parseSortParam, sortRows, useListSort, type SortOrder } from '@/lib/use-list-sort';
import type { RowSelection } from '@/lib/use-row-selection';
import { RowBox, SelectAllBox } from './selection-boxes';

/**
 * A ticked row: a faint tint (MUI's 8 % of the primary colour took the status chips' coloured text
 * below 4.5:1) and a bar at its start edge, so the tick still shows at a glance.
 */
const SELECTED_ROW = {
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(15, 118, 110, 0.05)' },
  '&.Mui-selected': { boxShadow: (theme: Theme) => `inset ${theme.direction === 'rtl' ? '-' : ''}3px 0 0 ${theme.palette.primary.main}` },
} as const;

export interface Column<T> {
  label: string;
  cell: (row: T, index: number) => ReactNode;
  /** Keeps short values (dates, phone numbers, icons) on one line in the table. */
  nowrap?: boolean;
  /** Makes the column sortable under this URL key (`?sort=key`, `?sort=-key`). */
  sortKey?: string;
  /** The value the rows are ordered by in the browser, for lists that arrive whole. */
  sortValue?: (row: T) => string | number | null | undefined;
}

interface ResponsiveRowsProps<T> {
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** Below this width the rows are cards: a table of many columns needs room to be readable. */
  cardsBelow?: 'md' | 'lg' | 'xl';
  /** Lets browser tests find a row, whichever of the two shapes it has. */
  rowTestId?: string;
  /** Ticks for a bulk action: a first column (or a box on each card), each named by its row. */
  selection?: { state: RowSelection<T>; rowName: (row: T) => string };
}

/**
 * A table on wide screens; on narrower ones each row becomes a card of labelled values, so
 * nothing hides behind a sideways scroll.
 */
export function ResponsiveRows<T>({
  label,
  rows: given,
  columns,
  rowKey,
  cardsBelow = 'md',
  rowTestId,
  selection,
}: ResponsiveRowsProps<T>) {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down(cardsBelow), { noSsr: true });
  const { order, set, toggle } = useListSort();
  const sortable = columns.filter((column) => column.sortKey);
  const sortedBy = sortable.find((column) => column.sortKey === order?.key);
  const rows = sortRows(given, sortedBy ? order : null, sortedBy?.sortValue);

  if (compact) {
    return (
      <>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
          {sortable.length > 0 && <CardSort columns={sortable} order={sortedBy ? order : null} onSort={set} />}
          {selection && (
            <FormControlLabel label="انتخاب همه در این صفحه" control={<SelectAllBox state={selection.state} />} sx={{ mb: 1.5 }} />
          )}
        </Box>
        <Box
          component="ul"
          aria-label={label}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
          }}
        >
          {rows.map((row, index) => (
            <Box
              component="li"
              key={rowKey(row)}
              data-testid={rowTestId}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
            >
              {selection && <FormControlLabel label="انتخاب" control={<RowBox row={row} {...selection} />} sx={{ mt: -0.75, mb: 0.5 }} />}
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'max-content minmax(0, 1fr)',
                  columnGap: 2,
                  rowGap: 1,
                  m: 0,
                  alignItems: 'center',
                }}
              >
                {columns.map((column) => (
                  <Fragment key={column.label}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.label}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {isolated(column.cell(row, index))}
                    </Box>
                  </Fragment>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </>
    );
  }

  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ '& th, & td': { px: 1.25 } }}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <SelectAllBox state={selection.state} />
              </TableCell>
            )}
            {columns.map((column) => {
              const direction = order && column.sortKey === order.key ? order.direction : undefined;
              return (
                <TableCell
                  key={column.label}
                  // Headers wrap between words: a two-word header wider than its column's values widened the table past its card.
                  sx={{ fontWeight: 700 }}
                  aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sortKey ? (
                    <TableSortLabel active={Boolean(direction)} direction={direction ?? 'asc'} onClick={() => toggle(column.sortKey!)}>
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row)} hover data-testid={rowTestId} selected={selection?.state.isSelected(row)} sx={SELECTED_ROW}>
              {selection && (
                <TableCell padding="checkbox">
                  <RowBox row={row} {...selection} />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell key={column.label} sx={column.nowrap ? { whiteSpace: 'nowrap' } : WRAPPING_CELL}>
                  {isolated(column.cell(row, index))}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * `anywhere`, not `break-word`: only `anywhere` lets an unbroken 150-character name shrink the
 * column's minimum width, so the table fits its card and the actions column stays in view.
 */
const WRAPPING_CELL = { overflowWrap: 'anywhere', minWidth: 72 } as const;

/**
 * Text from staff or visitors in its own direction, isolated from the Persian around it: «@SUM(A1:A2)»
 * or «+989121234567» would otherwise be reordered by the cell's right-to-left flow.
 */
function isolated(content: ReactNode): ReactNode {
  return typeof content === 'string' ? <bdi dir="auto">{content}</bdi> : content;
}

/** Cards have no header to click: the same orders are offered in one select above them. */
function CardSort<T>({ columns, order, onSort }: { columns: Column<T>[]; order: SortOrder | null; onSort: (order: SortOrder) => void }) {
  const value = order ? `${order.direction === 'desc' ? '-' : ''}${order.key}` : '';
  return (
    <TextField
      select
      size="small"
      label="مرتب‌سازی"
      value={value}
      onChange={(event) => {
        const chosen = parseSortParam(event.target.value);
        if (chosen) onSort(chosen);
      }}
      sx={{ mb: 1.5, minWidth: 220 }}
    >
      <MenuItem value="" disabled>
        ترتیب پیش‌فرض
      </MenuItem>
      {columns.flatMap((column) => [
        <MenuItem key={column.sortKey} value={column.sortKey}>
          {column.label} (صعودی)
        </MenuItem>,
        <MenuItem key={`-${column.sortKey}`} value={`-${column.sortKey}`}>
          {column.label} (نزولی)
        </MenuItem>,
      ])}
    </TextField>
  );
}
