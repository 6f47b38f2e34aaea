import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { displayName, useShellUser } from './AppShell/shell-user';
import { RoleBadge } from './RoleBadge';

interface PageHeaderProps {
  title: string;
  subtitle: string;
}

/** The page's one h1, its subtitle and who is signed in; also names the browser tab after the page. */
export function PageHeader({ title, subtitle }: PageHeaderProps) {
  const { t } = useTranslation();
  const user = useShellUser();
  useDocumentTitle(t('app.pageDocumentTitle', { page: title }));

  return (
    <Group component="header" justify="space-between" align="flex-start" gap="md" mb="xl">
      <Stack gap={4}>
        {/* A size down on a phone: 'Acompanhamento Processual' at 34 px is wider than 360 px. */}
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'break-word' }}>
          {title}
        </Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>
      {user && (
        // On a phone, a line of its own under the title, always: were it to sit beside a short
        // title until the name makes it too long, a page drawn at build time (which knows no name)
        // would move when React writes the name in. One line whatever the name (a long one is cut,
        // kept whole in its title); while a drawn page has no name, a no-break space holds the line.
        <Group gap="xs" wrap="nowrap" w={{ base: '100%', sm: 'auto' }} miw={0}>
          <Text fw={500} truncate="end" title={displayName(user)}>
            {displayName(user) || '\u00a0'}
          </Text>
          <RoleBadge role={user.role} />
        </Group>
      )}
    </Group>
  );
}
