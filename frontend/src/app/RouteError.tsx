import { useTranslation } from 'react-i18next';
import { FullPageError } from '@/components/FullPageError';

/** Shown when a page cannot be opened, typically a chunk gone after a new release. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <FullPageError
      title={t('errors.pageFailedTitle')}
      message={t('errors.pageFailedMessage')}
      actionLabel={t('errors.reload')}
      onAction={() => {
        window.location.reload();
      }}
    />
  );
}
