import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The card of the update prompt: 'Nova versão disponível' with 'Atualizar'. */
export default function UpdateCard({ apply }: { apply: () => void }) {
  const { t } = useTranslation();
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={350}>
      <Paper withBorder shadow="md" radius="md" p="md" maw={360} role="status">
        <Text fw={600}>{t('offline.update.title')}</Text>
        <Text size="sm" c="dimmed" mb="sm">
          {t('offline.update.message')}
        </Text>
        <Group justify="flex-end">
          <Button leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={apply}>
            {t('offline.update.action')}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
