import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function LaborBenefitsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.laborBenefits.title')} subtitle={t('pages.laborBenefits.subtitle')} />
      <ComingSoon description={t('pages.laborBenefits.comingSoon')} />
    </>
  );
}
