import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function DemoPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.demo.title')} subtitle={t('pages.demo.subtitle')} />
      <ComingSoon description={t('pages.demo.comingSoon')} />
    </>
  );
}
