import { Alert, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '@/components/LoadStates';
import { PageHeader } from '@/components/PageHeader';
import { TitledSection } from '@/components/TitledSection';
import { useGetClosuresQuery } from '../api';
import { AffectedAppointments } from '../components/AffectedAppointments';
import { ClosureList } from '../components/ClosureList';
import { NewClosureForm } from '../components/NewClosureForm';
import type { Closure } from '../types';
import '../i18n';

/** /admin/closures (staff): close a place or every place on some days, and see what to move. */
export default function ClosuresPage() {
  const { t } = useTranslation();
  const closures = useGetClosuresQuery();
  const [created, setCreated] = useState<Closure | null>(null);
  const listTitle = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <PageHeader title={t('closures.page.title')} subtitle={t('closures.page.subtitle')} />
      <Stack gap="lg">
        {closures.isLoading && <LoadingState />}
        {closures.error && (
          <LoadError
            title={t('closures.list.failed')}
            error={closures.error}
            onRetry={() => {
              void closures.refetch();
            }}
          />
        )}
        {closures.data && (
          <>
            <NewClosureForm places={closures.data.places} onCreated={setCreated} />
            {created && created.affected.length > 0 && (
              <Alert
                color="orange"
                variant="light"
                icon={<IconCalendarOff aria-hidden="true" />}
                title={t('closures.created.title', { count: created.affected.length })}
                withCloseButton
                closeButtonLabel={t('closures.delete.close')}
                onClose={() => {
                  setCreated(null);
                }}
              >
                <Text size="sm" mb="xs">
                  {t('closures.created.mailed', { count: created.affected.length })}
                </Text>
                <AffectedAppointments appointments={created.affected} />
              </Alert>
            )}
            <TitledSection
              id="closures-list-title"
              title={t('closures.list.title')}
              size="h4"
              mb="sm"
              headingRef={listTitle}
            >
              <ClosureList
                closures={closures.data.items}
                focusAfterRemoval={listTitle}
                onRemoved={(closure) => {
                  // What the new closure fell on is said while it lasts.
                  if (closure.id === created?.id) setCreated(null);
                }}
              />
            </TitledSection>
          </>
        )}
      </Stack>
    </>
  );
}
