import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ComingSoon';
import { PageHeader } from '@/components/PageHeader';

export default function InvitePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.invite.title')} subtitle={t('pages.invite.subtitle')} />
      <ComingSoon description={t('pages.invite.comingSoon')} />
    </>
  );
}
