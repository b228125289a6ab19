import { Table, type TableColumnHeaderProps } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

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
