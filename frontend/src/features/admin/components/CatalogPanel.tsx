import { Stack, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { listOrState, type ListQuery } from '@/components/LoadStates';
import { StatusBadge } from '@/features/catalog';
import { EditButton } from './EditButton';
import { PhoneListItem, useIsPhone } from './PhoneList';
import { ColumnHeads } from '@/components/ColumnHeads';
import '@/features/catalog/i18n';

interface Column<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
  /** Keeps a price on one line. */
  nowrap?: boolean;
}

interface CatalogPanelProps<Item extends { id: number; name: string }> {
  query: ListQuery<Item>;
  texts: { failed: string; empty: string; caption: string };
  /** The table's columns between the name and the status. */
  columns: Column<Item>[];
  minWidth: number;
  active: (item: Item) => boolean;
  /** The lines under the name on a phone. */
  phoneDetails: (item: Item) => ReactNode[];
  dialog: (editing: Item | null, opened: boolean, onClose: () => void) => ReactNode;
}

/** A tab of /admin: every service or course, active or not, each with its edit dialog. */
export function CatalogPanel<Item extends { id: number; name: string }>(props: CatalogPanelProps<Item>) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [editing, setEditing] = useState<Item | null>(null);
  const [dialogOpened, dialog] = useDisclosure(false);

  const listed = listOrState(props.query, props.texts);
  if ('view' in listed) return listed.view;

  const editButton = (item: Item) => (
    <EditButton
      name={item.name}
      onClick={() => {
        setEditing(item);
        dialog.open();
      }}
    />
  );

  return (
    <>
      {isPhone ? (
        <Stack gap="sm">
          {listed.items.map((item) => (
            <PhoneListItem
              key={item.id}
              name={item.name}
              active={props.active(item)}
              details={props.phoneDetails(item)}
              action={editButton(item)}
            />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={props.minWidth}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Caption>{props.texts.caption}</Table.Caption>
            <ColumnHeads
              columns={[
                t('catalog.admin.columns.name'),
                ...props.columns.map((column) => column.header),
                t('catalog.admin.columns.status'),
                t('catalog.admin.columns.actions'),
              ]}
            />
            <Table.Tbody>
              {listed.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Th scope="row" fw={500}>
                    {item.name}
                  </Table.Th>
                  {props.columns.map((column) => (
                    <Table.Td key={column.header} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {column.cell(item)}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <StatusBadge active={props.active(item)} />
                  </Table.Td>
                  <Table.Td>{editButton(item)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {props.dialog(editing, dialogOpened, dialog.close)}
    </>
  );
}
