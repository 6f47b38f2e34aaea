import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import '../i18n';

/** The view a service page shows once its request is stored: the promise, and the way to 'Minhas solicitações'. */
export function RequestSentView({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" role="status">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="teal">
          <IconCircleCheck size={32} aria-hidden="true" />
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text ta="center">{text}</Text>
        <Button component={Link} to={paths.requests} variant="light">
          {t('requests.send.myRequests')}
        </Button>
      </Stack>
    </Paper>
  );
}
