import { Table } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { toApiError } from '@/lib/api-error';

/** What a mail's link is about, as the mail showed it: a row a fact, its name then its value. */
export function LinkFacts({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <Table variant="vertical" withTableBorder aria-label={label}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w={120}>{name}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Sends a link page's one change; a refusal is kept in words, to show above the button. */
export function useLinkSend(send: () => Promise<unknown>) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setFailure(null);
    try {
      await send();
    } catch (caught) {
      setFailure(toApiError(caught).message);
    }
  };
  return { failure, submit };
}
