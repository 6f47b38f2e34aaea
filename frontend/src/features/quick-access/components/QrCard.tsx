import { Button, Center, Group, Menu, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCopy, IconDownload, IconShare } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QrPreview, useQrActions, type QrLook } from '@/components/qr';
import '../i18n';

/** The live preview, the full link with 'Copiar URL', and 'Compartilhar' and 'Baixar' (PNG or SVG). */
export function QrCard({ url, look }: { url: string; look: QrLook }) {
  const { t } = useTranslation();
  const headingId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const { copy, share, download } = useQrActions({
    url,
    look,
    svgRef,
    filePrefix: 'qr-code',
    shareTitle: t('quickAccess.shareTitle'),
  });

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('quickAccess.preview')}
        </Title>
        <Center p="sm" style={{ overflow: 'auto' }}>
          <QrPreview value={url} look={look} label={t('quickAccess.qrLabel', { url })} svgRef={svgRef} />
        </Center>
        <Group gap="xs" wrap="wrap" justify="center">
          <Button
            variant="light"
            leftSection={<IconShare size={16} aria-hidden="true" />}
            onClick={() => {
              void share();
            }}
          >
            {t('quickAccess.share')}
          </Button>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button leftSection={<IconDownload size={16} aria-hidden="true" />}>{t('quickAccess.download')}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                onClick={() => {
                  void download('png');
                }}
              >
                {t('quickAccess.downloadPng')}
              </Menu.Item>
              <Menu.Item
                onClick={() => {
                  void download('svg');
                }}
              >
                {t('quickAccess.downloadSvg')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Stack gap={6}>
          <TextInput label={t('quickAccess.fullUrl')} value={url} readOnly data-testid="quick-access-url" />
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconCopy size={16} aria-hidden="true" />}
              onClick={() => {
                void copy();
              }}
            >
              {t('quickAccess.copyUrl')}
            </Button>
          </Group>
        </Stack>
        <Text size="xs" c="dimmed" ta="center">
          {look.size} × {look.size} px
        </Text>
      </Stack>
    </Paper>
  );
}
