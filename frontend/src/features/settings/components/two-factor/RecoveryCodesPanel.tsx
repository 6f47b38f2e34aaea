import { Box, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n';

interface RecoveryCodesPanelProps {
  codes: string[];
  /** The person said they kept the codes. */
  onDone: () => void;
}

/** The recovery codes, shown once: copy, download as text, and a check before closing. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 2000 });
  const [saved, setSaved] = useState(false);
  const text = codes.join('\n');

  function download() {
    const content = `${t('settings.twoFactor.codes.fileHeader')}\n\n${text}\n`;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
    link.download = 'codigos-de-recuperacao.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  }

  return (
    <Stack gap="md">
      <Text size="sm">{t('settings.twoFactor.codes.intro')}</Text>
      <Paper withBorder p="md" radius="md">
        <Box
          component="ul"
          aria-label={t('settings.twoFactor.codes.listLabel')}
          m={0}
          p={0}
          style={{ listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}
        >
          {codes.map((code) => (
            <Box component="li" key={code} ff="monospace" fz="md">
              {code}
            </Box>
          ))}
        </Box>
      </Paper>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconCopy size={16} aria-hidden="true" />}
          onClick={() => {
            clipboard.copy(text);
          }}
        >
          {clipboard.copied ? t('settings.twoFactor.codes.copied') : t('settings.twoFactor.codes.copy')}
        </Button>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={download}>
          {t('settings.twoFactor.codes.download')}
        </Button>
      </Group>
      <Checkbox
        label={t('settings.twoFactor.codes.saved')}
        checked={saved}
        onChange={(event) => {
          setSaved(event.currentTarget.checked);
        }}
      />
      <Group justify="flex-end">
        <Button disabled={!saved} onClick={onDone}>
          {t('settings.twoFactor.codes.done')}
        </Button>
      </Group>
    </Stack>
  );
}
