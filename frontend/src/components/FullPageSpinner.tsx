import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function Spinner({ minHeight }: { minHeight: string }) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}

/** Fills the screen while the session or a page loads. */
export function FullPageSpinner() {
  return <Spinner minHeight="100dvh" />;
}

/** Fills the content area of the shell while a page loads, keeping the navigation in place. */
export function ContentSpinner() {
  return <Spinner minHeight="50vh" />;
}
