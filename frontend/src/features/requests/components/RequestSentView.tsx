import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import '../i18n';

/**
 * The view a service page shows once its request is stored: the promise, the way to the page of
 * the request just sent (`requestId`) and to 'Minhas solicitações'. It takes the place of the form,
 * and of the button that had the focus: its title takes the focus, so the keyboard goes on from
 * here rather than from the top of the page.
 */
export function RequestSentView({ title, text, requestId }: { title: string; text: string; requestId: number }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // A page can show two of these (the course page's two forms): each link names its request.
  const titleId = useId();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Paper withBorder radius="md" p="xl" role="status">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="teal">
          <IconCircleCheck size={32} aria-hidden="true" />
        </ThemeIcon>
        <Title ref={heading} id={titleId} tabIndex={-1} order={2} size="h3">
          {title}
        </Title>
        <Text ta="center">{text}</Text>
        <Group justify="center" gap="sm">
          <Button
            component={Link}
            to={`${paths.requests}/${String(requestId)}`}
            variant="light"
            aria-describedby={titleId}
          >
            {t('requests.send.followThis')}
          </Button>
          <Button component={Link} to={paths.requests} variant="default">
            {t('requests.send.myRequests')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
