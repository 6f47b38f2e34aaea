import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cancelar and Salvar ('Salvando...' while the change is on its way). */
export function FormButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {t('catalog.admin.cancel')}
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? t('catalog.admin.saving') : t('catalog.admin.save')}
      </Button>
    </Group>
  );
}
