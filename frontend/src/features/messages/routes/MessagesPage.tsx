import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function MessagesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.messages.title')} subtitle={t('pages.messages.subtitle')} />
      <ComingSoon description={t('pages.messages.comingSoon')} />
    </>
  );
}
