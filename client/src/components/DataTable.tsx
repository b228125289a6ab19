import { Table, type TableColumnHeaderProps } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

/**
 * For a table's last column, the one with a row's actions: it stays in view at the right edge while the table scrolls
 * sideways (a phone shows about two columns), opaque so the scrolled cells pass under it, with a rule on its left.
 * Striped rows paint their own background over it (the recipe's odd-row selector wins), which is opaque too. Give it
 * to the column's header (`headerProps`) and to its cells.
 */
export const stickyEndColumn = {
  position: 'sticky',
  insetInlineEnd: '0',
  zIndex: '1',
  bg: 'bg',
  boxShadow: 'inset 1px 0 0 {colors.border}',
} as const;

interface DataTableProps<Column extends string> {
  /** Read by screen readers only: what the table lists. */
  caption: string;
  columns: readonly Column[];
  /** Extra props for a column's header (alignment, a sticky column). */
  headerProps?: (column: Column) => TableColumnHeaderProps | undefined;
  striped?: boolean;
  /** The rows. */
  children: ReactNode;
}

/**
 * A compact table that scrolls sideways inside a bordered box, with a screen-reader caption and one-line headers. The
 * box takes the keyboard's focus (named after the table), so at phone width its hidden columns can be reached with the
 * arrow keys too, not only by touch or a mouse.
 */
export function DataTable<Column extends string>({
  caption,
  columns,
  headerProps,
  striped,
  children,
}: DataTableProps<Column>) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="group"
      aria-label={caption}
      focusVisibleRing="outside"
    >
      <Table.Root recipe={tableSlotRecipe} size="sm" striped={striped}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column} scope="col" whiteSpace="nowrap" {...headerProps?.(column)}>
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
