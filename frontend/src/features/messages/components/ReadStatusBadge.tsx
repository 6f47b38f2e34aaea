import { Badge } from '@mantine/core';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** In Sent: 'Enviada' until the receiver opens the message, then 'Lida'. */
export function ReadStatusBadge({ isRead }: { isRead: boolean }) {
  const { t } = useTranslation();
  const Icon = isRead ? IconChecks : IconCheck;
  return (
    <Badge
      variant="filled"
      // Dark shades, so the white text reads at AA contrast (teal 9: 5.2:1, gray 7: 8.3:1).
      color={isRead ? 'teal.9' : 'gray.7'}
      radius="sm"
      leftSection={<Icon size={14} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
    >
      {isRead ? t('messages.status.read') : t('messages.status.sent')}
    </Badge>
  );
}
