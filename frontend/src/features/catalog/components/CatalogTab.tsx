import { SimpleGrid } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { listOrState, type ListQuery } from '@/components/LoadStates';
import { useIsAdmin } from '@/features/auth';
import { useListPriceDialog, type PricedItem, type PricedKind } from '../hooks/use-list-price-dialog';
import { PriceDialog } from './PriceDialog';

interface CatalogTabProps<Item extends PricedItem> {
  kind: PricedKind;
  query: ListQuery<Item>;
  texts: { failed: string; empty: string };
  /** One card; the price pencil is offered to administrators only. */
  card: (item: Item, onEditPrice: ((item: Item) => void) | undefined) => ReactNode;
}

/** A tab of /appointments: the active services or courses as cards, with the price pencil for admins. */
export function CatalogTab<Item extends PricedItem>({ kind, query, texts, card }: CatalogTabProps<Item>) {
  const isAdmin = useIsAdmin();
  const [editing, setEditing] = useState<Item | null>(null);
  const [dialogOpened, dialog] = useDisclosure(false);
  const priceDialog = useListPriceDialog(kind, editing);

  const listed = listOrState(query, texts);
  if ('view' in listed) return listed.view;

  const editPrice = (item: Item) => {
    setEditing(item);
    dialog.open();
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {listed.items.map((item) => card(item, isAdmin ? editPrice : undefined))}
      </SimpleGrid>
      {isAdmin && <PriceDialog {...priceDialog} opened={dialogOpened} onClose={dialog.close} />}
    </>
  );
}
