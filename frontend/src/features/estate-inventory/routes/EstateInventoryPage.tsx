import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { RequestSentView } from '@/features/requests';
import { InventoryRequestForm } from '../components/InventoryRequestForm';
import '../i18n';

/** /estate-inventory: the deceased, the heirs and the assets, sent to the team for a quote. */
export default function EstateInventoryPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<number | null>(null);
  return (
    <>
      <PageHeader title={t('pages.estateInventory.title')} subtitle={t('pages.estateInventory.subtitle')} />
      {sent !== null ? (
        <RequestSentView title={t('inventory.done.title')} text={t('inventory.done.text')} requestId={sent} />
      ) : (
        <InventoryRequestForm onSent={setSent} />
      )}
    </>
  );
}
