import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n';

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    // Filled, so the white text meets WCAG AA contrast in both colour schemes.
    <Badge variant="filled" color={active ? 'teal.9' : 'gray.7'} radius="sm">
      {active ? t('users.table.active') : t('users.table.inactive')}
    </Badge>
  );
}
