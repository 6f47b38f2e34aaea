import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** 'Ativo' or 'Inativo', as the admin tables show an item's active flag. */
export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color={active ? 'teal.9' : 'gray.7'} radius="sm" style={{ flexShrink: 0 }}>
      {t(active ? 'catalog.status.active' : 'catalog.status.inactive')}
    </Badge>
  );
}
