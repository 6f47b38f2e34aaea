import { SegmentedControl, Tabs } from '@mantine/core';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadingState } from '@/components/LoadStates';
import { OnceOpened } from '@/components/OnceOpened';
import { PageHeader } from '@/components/PageHeader';
import { lazyNamed } from '@/lib/lazy-named';
import { isPriorityLink } from '@/lib/priority-link';
import { useGetServicesQuery } from '@/features/catalog';
import { AppointmentsTab } from '../components/AppointmentsTab';
import { findPassportService } from '../lib/passport';
import '../i18n';

// What the page shows only on demand comes when asked for: the calendar view, the catalogue's tabs
// and the booking dialog.
const AppointmentsCalendar = lazyNamed(() => import('@/features/calendar'), 'AppointmentsCalendar');
const ServicesTab = lazyNamed(() => import('@/features/catalog'), 'ServicesTab');
const CoursesTab = lazyNamed(() => import('@/features/catalog'), 'CoursesTab');
const BookingDialog = lazyNamed(() => import('../components/BookingDialog'), 'BookingDialog');

const TABS = ['agendamentos', 'servicos', 'cursos'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** A new booking the page's dialog is open for, with the service it starts from, if any. */
interface Booking {
  serviceId: number | null;
  /** Opened from a priority quick-access link (`&priority=true`). */
  priority?: boolean;
}

/**
 * /appointments: the client's appointments and the services and courses on offer.
 * `?type=passport&country=Itália` (the quick-access links) opens the booking dialog with that
 * country's passport service chosen; `&priority=true` marks that booking as priority.
 */
export default function AppointmentsPage() {
  const { t } = useTranslation();
  // The open tab lives in the address (?tab=servicos), so it survives a reload and can be linked to.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'agendamentos';
  // The list or the month calendar (?view=calendario), beside each other on the first tab.
  const view = searchParams.get('view') === 'calendario' ? 'calendario' : 'lista';
  const [booking, setBooking] = useState<Booking | null>(null);

  const passportType = searchParams.get('type');
  const passportCountry = searchParams.get('country');
  const wantsPassport = passportType !== null;
  const { data: services, isError: servicesFailed } = useGetServicesQuery(undefined, { skip: !wantsPassport });
  const linkedService = services ? findPassportService(services, passportType, passportCountry) : null;
  // The link opens the dialog even when the catalogue has no such service, or could not be read:
  // the client then picks the service in the dialog, which says so if the catalogue is down.
  const linkedBooking: Booking | null =
    wantsPassport && (services || servicesFailed)
      ? { serviceId: linkedService?.id ?? null, priority: isPriorityLink(searchParams) }
      : null;
  const openBooking = booking ?? linkedBooking;
  // A saved booking shows the Agendamentos tab; set by onSaved, read by the close that follows.
  const saved = useRef(false);

  const selectView = (value: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === 'calendario') next.set('view', value);
        else next.delete('view');
        return next;
      },
      { replace: true },
    );
  };

  const selectTab = (value: string | null) => {
    if (!isTab(value)) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === 'agendamentos') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  // One change of the address: two in a row would each start from this render's parameters.
  const closeBooking = () => {
    setBooking(null);
    const showList = saved.current && tab !== 'agendamentos';
    saved.current = false;
    if (!wantsPassport && !showList) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('type');
        next.delete('country');
        next.delete('priority');
        if (showList) next.delete('tab');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHeader title={t('pages.appointments.title')} subtitle={t('pages.appointments.subtitle')} />
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List aria-label={t('appointments.tabs.label')} mb="lg">
          <Tabs.Tab value="agendamentos">{t('appointments.tabs.appointments')}</Tabs.Tab>
          <Tabs.Tab value="servicos">{t('appointments.tabs.services')}</Tabs.Tab>
          <Tabs.Tab value="cursos">{t('appointments.tabs.courses')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="agendamentos">
          <SegmentedControl
            mb="md"
            aria-label={t('appointments.views.label')}
            value={view}
            onChange={selectView}
            data={[
              { value: 'lista', label: t('appointments.views.list') },
              { value: 'calendario', label: t('appointments.views.calendar') },
            ]}
          />
          {view === 'calendario' ? (
            <Suspense fallback={<LoadingState />}>
              <AppointmentsCalendar />
            </Suspense>
          ) : (
            <AppointmentsTab
              onNewAppointment={() => {
                setBooking({ serviceId: null });
              }}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="servicos">
          <Suspense fallback={<LoadingState />}>
            <ServicesTab
              onBook={(service) => {
                setBooking({ serviceId: service.id });
              }}
            />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="cursos">
          <Suspense fallback={<LoadingState />}>
            <CoursesTab />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
      <OnceOpened opened={openBooking !== null}>
        <BookingDialog
          opened={openBooking !== null}
          onClose={closeBooking}
          serviceId={openBooking?.serviceId ?? null}
          priority={openBooking?.priority ?? false}
          onSaved={() => {
            saved.current = true;
          }}
        />
      </OnceOpened>
    </>
  );
}
