import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShellRole } from './AppShell/shell-user';

export function RoleBadge({ role }: { role: ShellRole }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color={role === 'admin' ? 'indigo' : 'gray'} radius="sm">
      {t(`roles.${role}`)}
    </Badge>
  );
}
