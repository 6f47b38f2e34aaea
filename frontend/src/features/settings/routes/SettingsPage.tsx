import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.settings.title')} subtitle={t('pages.settings.subtitle')} />
      <ComingSoon description={t('pages.settings.comingSoon')} />
    </>
  );
}
