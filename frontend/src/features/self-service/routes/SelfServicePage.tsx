import { Anchor, Button, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { DayInput } from '@/components/form';
import { LinkFacts, useLinkSend } from '@/components/LinkFacts';
import { LinkPageFrame } from '@/components/LinkPageFrame';
import { LinkDone, LinkProblem, linkQueryState } from '@/components/LinkProblem';
import { LoadingState } from '@/components/LoadStates';
import { paths } from '@/config/paths';
import {
  AppointmentStatusBadge,
  ClosedDayNotice,
  formatDay,
  isBookableByClient,
  isDayOver,
  today,
} from '@/features/appointments';
import { toApiError } from '@/lib/api-error';
import {
  type ClientAction,
  type LinkArgs,
  type LinkedAppointment,
  useActByLinkMutation,
  useGetLinkedAppointmentQuery,
  useGetLinkedSlotsQuery,
} from '../api';
import '../i18n';

const ACTIONS: readonly ClientAction[] = ['confirm', 'reschedule', 'cancel'];

/** The link's parts from the address; `null` when one is missing or unreadable. */
function useLink(): LinkArgs | null {
  const [params] = useSearchParams();
  const appointment = Number(params.get('id'));
  const action = params.get('acao') ?? '';
  const token = params.get('token')?.trim() ?? '';
  if (!Number.isInteger(appointment) || appointment <= 0 || !token || !ACTIONS.includes(action as ClientAction)) {
    return null;
  }
  return { appointment, action, token };
}

/**
 * /agendamento?id=&acao=&token=: the page a 'Confirmar presença', 'Remarcar' or 'Cancelar' link of an
 * appointment mail opens, without signing in. Opening it only reads; its button sends the change, once.
 */
export default function SelfServicePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('app.pageDocumentTitle', { page: t('selfService.documentTitle') }));
  const link = useLink();
  const action = (link?.action ?? 'confirm') as ClientAction;
  return (
    <LinkPageFrame title={t(`selfService.titles.${action}`)} maxWidth={560}>
      {link ? (
        <LinkedAppointmentPanel link={link} action={action} />
      ) : (
        <LinkProblem title={t('selfService.linkProblemTitle')}>{t('selfService.missingLink')}</LinkProblem>
      )}
      <Anchor component={Link} to={paths.root} ta="center" size="sm">
        {t('selfService.goToPortal')}
      </Anchor>
    </LinkPageFrame>
  );
}

/** The appointment, then what the link does to it. */
function LinkedAppointmentPanel({ link, action }: { link: LinkArgs; action: ClientAction }) {
  const { t } = useTranslation();
  const found = useGetLinkedAppointmentQuery(link);
  const [act, acting] = useActByLinkMutation();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const { failure, submit } = useLinkSend(() =>
    act({ ...link, ...(action === 'reschedule' ? { date, time } : {}) }).unwrap(),
  );

  if (acting.data) {
    const done = acting.data;
    return (
      <Stack gap="md">
        <LinkDone title={t('selfService.doneTitle')}>
          {t(`selfService.done.${action}`, { date: formatDay(done.date), time: done.time })}
        </LinkDone>
        <AppointmentFacts appointment={done} />
      </Stack>
    );
  }
  const state = linkQueryState(found, {
    title: t('selfService.linkProblemTitle'),
    loadingLabel: t('selfService.loading'),
  });
  if (state) return state;
  if (!found.data) return null;

  const ready = action !== 'reschedule' || (date !== '' && time !== '');
  // Presence cannot be promised on a day the place has closed since: the page says why instead.
  const closedForPresence = action === 'confirm' && Boolean(found.data.closedNotice);
  return (
    <Stack gap="md">
      <Text ta="center">{t(`selfService.intro.${action}`)}</Text>
      <AppointmentFacts appointment={found.data} />
      <ClosedDayNotice appointment={found.data} />
      {action === 'reschedule' && (
        <NewSlotPicker
          link={link}
          date={date}
          time={time}
          onDate={(day) => {
            setDate(day);
            setTime('');
          }}
          onTime={setTime}
        />
      )}
      {failure && <LinkProblem title={t('selfService.failedTitle')}>{failure}</LinkProblem>}
      {!closedForPresence && (
        <Button
          color={action === 'cancel' ? 'red' : action === 'confirm' ? 'teal.9' : undefined}
          loading={acting.isLoading}
          disabled={!ready}
          onClick={() => {
            void submit();
          }}
        >
          {t(`selfService.buttons.${action}`)}
        </Button>
      )}
    </Stack>
  );
}

/** Service, place, day, time and status, as the mail showed them. */
function AppointmentFacts({ appointment }: { appointment: LinkedAppointment }) {
  const { t } = useTranslation();
  const rows: [string, React.ReactNode][] = [
    [t('selfService.service'), appointment.serviceName],
    [t('selfService.location'), appointment.location],
    [t('selfService.date'), formatDay(appointment.date)],
    [t('selfService.time'), appointment.time],
    [t('selfService.status'), <AppointmentStatusBadge key="status" status={appointment.status} />],
  ];
  if (appointment.presenceConfirmedAt && appointment.status !== 'cancelled')
    rows.push([t('selfService.presence'), t('selfService.presenceConfirmed')]);
  return <LinkFacts label={t('selfService.details')} rows={rows} />;
}

interface NewSlotPickerProps {
  link: LinkArgs;
  date: string;
  time: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}

/** A day, then its free times at the same place. */
function NewSlotPicker({ link, date, time, onDate, onTime }: NewSlotPickerProps) {
  const { t } = useTranslation();
  const slots = useGetLinkedSlotsQuery({ ...link, date }, { skip: date === '' });
  const free = (slots.data ?? []).filter((slot) => slot.available);
  const failure = slots.error && !slots.isFetching ? toApiError(slots.error) : null;
  // A closed day comes back refused with its reason, which belongs under the date.
  const dateRefusal = failure?.fieldErrors.date;
  const dayOver = isDayOver(slots.data);
  return (
    <Stack gap="sm">
      <DayInput
        label={t('selfService.newDate')}
        description={t('selfService.newDateHint')}
        minDate={today()}
        excludeDate={(day) => !isBookableByClient(day)}
        value={date}
        onChange={onDate}
        error={dateRefusal}
      />
      {date === '' ? (
        <Text size="sm" c="dimmed">
          {t('selfService.pickDateFirst')}
        </Text>
      ) : slots.isFetching ? (
        <LoadingState />
      ) : dateRefusal ? null : failure ? (
        <LinkProblem title={t('selfService.slotsFailed')}>{failure.message}</LinkProblem>
      ) : free.length === 0 ? (
        <Text size="sm">{t(dayOver ? 'selfService.dayOver' : 'selfService.noFreeSlots')}</Text>
      ) : (
        <Radio.Group label={t('selfService.newTime')} value={time} onChange={onTime}>
          <SimpleGrid cols={{ base: 3, sm: 4 }} mt="xs">
            {free.map((slot) => (
              <Radio key={slot.time} value={slot.time} label={slot.time} />
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
    </Stack>
  );
}
