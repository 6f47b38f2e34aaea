import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '@/features/catalog/i18n';

/** 'Editar' on a table row, named after the row for screen readers ('Editar Consulta Jurídica'). */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconPencil size={16} aria-hidden="true" />}
      aria-label={t('catalog.admin.editLabel', { name })}
      onClick={onClick}
    >
      {t('catalog.admin.edit')}
    </Button>
  );
}
