import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestSentView } from '@/features/requests';
import { InventoryRequestForm } from '../components/InventoryRequestForm';

/** /estate-inventory: the deceased, the heirs and the assets, sent to the team for a quote. */
export default function EstateInventoryPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  if (sent) return <RequestSentView title={t('inventory.done.title')} text={t('inventory.done.text')} />;
  return (
    <InventoryRequestForm
      onSent={() => {
        setSent(true);
      }}
    />
  );
}
