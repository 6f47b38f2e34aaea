import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The banner itself, a chunk of its own: most visits never show it. */
export default function ServiceUnavailableNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      role="status"
      color="yellow"
      variant="filled"
      radius={0}
      icon={<Loader size="xs" color="dark" aria-hidden="true" />}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    >
      {t('common.serviceUnavailable')}
    </Alert>
  );
}
