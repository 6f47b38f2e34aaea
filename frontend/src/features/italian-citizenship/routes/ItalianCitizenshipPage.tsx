import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function ItalianCitizenshipPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.italianCitizenship.title')} subtitle={t('pages.italianCitizenship.subtitle')} />
      <ComingSoon description={t('pages.italianCitizenship.comingSoon')} />
    </>
  );
}
