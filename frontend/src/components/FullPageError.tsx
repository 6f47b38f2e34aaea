import { Center, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface FullPageErrorProps {
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
}

// Drawn like Mantine's filled Button, whose loading transition would otherwise come with the first
// download of every visit for a page that is rarely shown (docs/performance.md).
const actionStyle = {
  height: 36,
  padding: '0 var(--mantine-spacing-lg)',
  borderRadius: 'var(--mantine-radius-default)',
  background: 'var(--mantine-primary-color-filled)',
  color: 'var(--mantine-color-white)',
  fontSize: 'var(--mantine-font-size-sm)',
  fontWeight: 600,
};

export function FullPageError({ title, message, actionLabel, onAction }: FullPageErrorProps) {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center" maw={480} gap="md">
        <ThemeIcon size={56} radius="xl" color="red" variant="filled" aria-hidden="true">
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{message}</Text>
        <UnstyledButton onClick={onAction} style={actionStyle}>
          {actionLabel}
        </UnstyledButton>
      </Stack>
    </Center>
  );
}
