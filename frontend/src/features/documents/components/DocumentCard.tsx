import { ActionIcon, Badge, Group, Paper, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadUrl } from '../api';
import { documentFacts } from '../lib/format';
import type { PortalDocument } from '../types';
import '../i18n';

interface DocumentCardProps {
  document: PortalDocument;
  onDelete: (document: PortalDocument) => void;
}

/**
 * One document: an icon by type, its name (marked when expired or expiring), upload date, size and
 * validity (when given), and its download and delete buttons.
 */
export function DocumentCard({ document, onDelete }: DocumentCardProps) {
  const { t } = useTranslation();
  const Icon = document.kind === 'pdf' ? IconFileTypePdf : IconPhoto;
  const download = t('documents.download', { name: document.name });
  const remove = t('documents.deleteButton', { name: document.name });
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon
          size={40}
          radius="md"
          variant="light"
          color={document.kind === 'pdf' ? 'red' : 'blue'}
          aria-label={t(`documents.kind.${document.kind}`)}
          role="img"
        >
          <Icon size={22} aria-hidden="true" />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} lineClamp={2} title={document.name} style={{ overflowWrap: 'anywhere' }}>
            {document.name}
          </Text>
          {(document.validity === 'expired' || document.validity === 'expiring') && (
            <Badge
              color={document.validity === 'expired' ? 'red.9' : 'yellow.4'}
              c={document.validity === 'expired' ? 'white' : 'black'}
              radius="sm"
              size="sm"
              data-validity={document.validity}
            >
              {t(`documents.validity.${document.validity}`)}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {documentFacts(document, t)}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={download}>
            <ActionIcon
              component="a"
              href={downloadUrl(document)}
              download
              variant="subtle"
              size="lg"
              aria-label={download}
            >
              <IconDownload size={20} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={remove}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={remove}
              onClick={() => {
                onDelete(document);
              }}
            >
              <IconTrash size={20} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
