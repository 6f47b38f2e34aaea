import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function FamilyTreePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.familyTree.title')} subtitle={t('pages.familyTree.subtitle')} />
      <ComingSoon description={t('pages.familyTree.comingSoon')} />
    </>
  );
}
