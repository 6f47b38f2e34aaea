import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BrandMark } from './BrandMark';

export default function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('app.pageDocumentTitle', { page: t('notFound.documentTitle') }));

  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="md">
        <BrandMark size={56} />
        <Title order={1} lang="en">
          {t('notFound.title')}
        </Title>
        <Text size="lg">{t('notFound.description')}</Text>
        <Anchor component={Link} to={paths.root} fw={500}>
          {t('notFound.backToStart')}
        </Anchor>
      </Stack>
    </Center>
  );
}
