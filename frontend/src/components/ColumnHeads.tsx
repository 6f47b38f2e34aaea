import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table's header row: one column heading per entry, in order. */
export function ColumnHeads({ columns }: { columns: ReactNode[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) => (
          // The headings never move, so their place is their identity.
          <Table.Th scope="col" key={index}>
            {column}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
