import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import '../i18n';

/**
 * The view a service page shows once its request is stored: the promise, and the way to 'Minhas
 * solicitações'. It takes the place of the form, and of the button that had the focus: its title
 * takes the focus, so the keyboard goes on from here rather than from the top of the page.
 */
export function RequestSentView({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Paper withBorder radius="md" p="xl" role="status">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="teal">
          <IconCircleCheck size={32} aria-hidden="true" />
        </ThemeIcon>
        <Title ref={heading} tabIndex={-1} order={2} size="h3">
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
