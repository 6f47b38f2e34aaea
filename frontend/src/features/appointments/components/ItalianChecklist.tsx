import { Alert, List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconFileText } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';

const ITEMS = ['validId', 'proofOfAddress', 'applicationForm'] as const;

/** What to bring to an Italian passport appointment. */
export function ItalianChecklist() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    // A note to read, not news: an alert's role would have screen readers break in with it.
    <Alert role="note" variant="light" color="indigo" icon={<IconFileText aria-hidden="true" />} p="sm">
      <Text fw={600} size="sm" mb={6} id={headingId}>
        {t('appointments.form.checklist.heading')}
      </Text>
      <List
        size="sm"
        spacing={4}
        aria-labelledby={headingId}
        icon={
          <ThemeIcon size={18} radius="xl" color="indigo" aria-hidden="true">
            <IconCheck size={12} />
          </ThemeIcon>
        }
      >
        {ITEMS.map((item) => (
          <List.Item key={item}>{t(`appointments.form.checklist.${item}`)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
