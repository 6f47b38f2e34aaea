import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function EstateInventoryPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.estateInventory.title')} subtitle={t('pages.estateInventory.subtitle')} />
      <ComingSoon description={t('pages.estateInventory.comingSoon')} />
    </>
  );
}
