import { Button, Center, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconShare } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText, QrPreview, useQrActions, type QrLook } from '@/components/qr';
import '../i18n';

/** The spec's invite code: 280 px, a quiet zone of two modules, #333333 on white. */
export const INVITE_LOOK: QrLook = { dark: '#333333', light: '#FFFFFF', size: 280, margin: 2 };
const COPIED_FOR_MS = 2000;

/** The portal's address as a QR code, with copy ('Copiado!' for 2 s), PNG download and share. */
export function InviteQr({ url }: { url: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const [copied, setCopied] = useState(false);
  const { copy, share, download } = useQrActions({
    url,
    look: INVITE_LOOK,
    svgRef,
    filePrefix: 'convite-portal',
    shareTitle: t('invite.shareTitle'),
  });

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => {
      setCopied(false);
    }, COPIED_FOR_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [copied]);

  const copyLink = async () => {
    if (await copyText(url)) setCopied(true);
    else await copy();
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('invite.qrHeading')}
        </Title>
        <Center>
          <QrPreview value={url} look={INVITE_LOOK} label={t('invite.qrLabel', { url })} svgRef={svgRef} />
        </Center>
        <TextInput label={t('invite.link')} value={url} readOnly />
        <Group gap="xs" justify="center">
          <Button
            variant="default"
            leftSection={
              copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
            }
            onClick={() => {
              void copyLink();
            }}
          >
            {copied ? t('invite.copied') : t('invite.copy')}
          </Button>
          <Button
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => {
              void download('png');
            }}
          >
            {t('invite.download')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconShare size={16} aria-hidden="true" />}
            onClick={() => {
              void share();
            }}
          >
            {t('invite.share')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
