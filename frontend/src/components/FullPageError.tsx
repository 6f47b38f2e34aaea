import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface FullPageErrorProps {
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
}

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
        <Button onClick={onAction}>{actionLabel}</Button>
      </Stack>
    </Center>
  );
}
