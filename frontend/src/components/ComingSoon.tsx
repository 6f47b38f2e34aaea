import { Text, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconPanel } from './IconPanel';
import { PageHeader } from './PageHeader';

/** Stands in for a part of the portal that is not built yet, saying plainly what it will do. */
export function ComingSoon({ description }: { description: string }) {
  const { t } = useTranslation();
  return (
    <IconPanel icon={<IconHourglassHigh size={30} />} iconSize={56} iconVariant="filled" gap="sm">
      <Title order={2} size="h3">
        {t('common.comingSoon')}
      </Title>
      <Text c="dimmed" maw={520}>
        {description}
      </Text>
    </IconPanel>
  );
}

/** The pages whose feature is not built yet, by their texts under `pages.<page>`. */
export type UnbuiltPage = 'italianCourse';

/** A whole page that is not built yet: its heading, then what it will do. */
export function ComingSoonPage({ page }: { page: UnbuiltPage }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`pages.${page}.title`)} subtitle={t(`pages.${page}.subtitle`)} />
      <ComingSoon description={t(`pages.${page}.comingSoon`)} />
    </>
  );
}
