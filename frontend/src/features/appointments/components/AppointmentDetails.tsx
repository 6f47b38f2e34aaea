import { Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PriorityBadge } from '@/components/PriorityBadge';
import { formatDay } from '../lib/dates';
import { isItalianService } from '../lib/italian';
import { parseItalianNotes } from '../lib/notes';
import { DOCUMENT_TYPES, ITALIAN_FIELDS, type Appointment, type AppointmentSummary, type ItalianField } from '../types';
import { AppointmentStatusBadge } from './AppointmentStatusBadge';
import { ClosedDayNotice } from './ClosedDayNotice';
import '../i18n';

const DAY_FIELDS: readonly ItalianField[] = ['birthDate', 'documentIssueDate', 'documentExpiryDate'];

/** What the lists show too: who, what, where, when and the status. */
export function ListedDetails({ appointment }: { appointment: AppointmentSummary }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      <Detail label={t('appointments.detail.number')}>{appointment.id}</Detail>
      <Detail label={t('appointments.detail.status')}>
        <Group gap={4} wrap="wrap">
          <AppointmentStatusBadge status={appointment.status} />
          <PriorityBadge priority={appointment.priority} />
        </Group>
      </Detail>
      <Detail label={t('appointments.detail.client')}>{appointment.clientName}</Detail>
      <Detail label={t('appointments.detail.email')}>{appointment.clientEmail}</Detail>
      <Detail label={t('appointments.detail.service')}>
        {appointment.serviceName || t('appointments.serviceNotFound')}
      </Detail>
      <Detail label={t('appointments.detail.location')}>
        {appointment.location}
        <ClosedDayNotice appointment={appointment} />
      </Detail>
      <Detail label={t('appointments.detail.date')}>{formatDay(appointment.date)}</Detail>
      <Detail label={t('appointments.detail.time')}>{appointment.time}</Detail>
    </SimpleGrid>
  );
}

/** The phone, the notes and the Italian passport data, read with the whole appointment. */
export function RestOfDetails({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const parsed = parseItalianNotes(appointment.notes);
  const none = t('appointments.detail.none');

  // The typed columns win; an older appointment's notes fill in what they lack.
  const italianValue = (field: ItalianField): string | null => {
    const stored = appointment[field];
    if (stored) {
      if (DAY_FIELDS.includes(field)) return formatDay(stored);
      if (field === 'documentType') {
        const type = DOCUMENT_TYPES.find((known) => known === stored);
        return type ? t(`appointments.documentTypes.${type}`) : stored;
      }
      return stored;
    }
    return parsed.italian?.[field] ?? null;
  };
  const italianValues = ITALIAN_FIELDS.map((field) => [field, italianValue(field)] as const);
  const showItalian =
    isItalianService(appointment.serviceName) || parsed.italian !== null || italianValues.some(([, v]) => v);
  const onlyFromNotes = parsed.italian !== null && ITALIAN_FIELDS.every((field) => !appointment[field]);

  return (
    <>
      <SimpleGrid component="dl" cols={1} verticalSpacing="sm" m={0}>
        <Detail label={t('appointments.detail.phone')}>{appointment.clientPhone ?? none}</Detail>
        <Detail label={t('appointments.detail.notes')}>
          <Text component="span" style={{ whiteSpace: 'pre-wrap' }}>
            {parsed.notes || none}
          </Text>
        </Detail>
      </SimpleGrid>
      {showItalian && (
        <>
          <Divider />
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('appointments.detail.italianHeading')}
            </Title>
            {onlyFromNotes && (
              <Text size="sm" c="dimmed">
                {t('appointments.detail.fromNotes')}
              </Text>
            )}
            <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
              {italianValues.map(([field, value]) => (
                <Detail key={field} label={t(`appointments.form.italian.${field}`)}>
                  {value ?? none}
                </Detail>
              ))}
            </SimpleGrid>
          </Stack>
        </>
      )}
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
