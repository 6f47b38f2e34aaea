import { Group, Tabs } from '@mantine/core';
import {
  IconBook,
  IconBriefcase,
  IconCalendarOff,
  IconDeviceMobileShare,
  IconHourglass,
  IconInbox,
  IconPresentation,
  IconProgressCheck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { LinkButton } from '@/components/LinkButton';
import { paths } from '@/config/paths';
import { RequestsUnreadBadge } from '@/features/requests';
import { CoursesPanel } from '../components/CoursesPanel';
import { ServicesPanel } from '../components/ServicesPanel';
import '@/features/catalog/i18n';
import '@/features/waitlist/i18n';
import '@/features/closures/i18n';

const TABS = ['servicos', 'cursos'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** The staff pages that have no room in the sidebar, after the requests inbox. */
const secondaryTools = [
  { to: paths.adminCases, icon: IconProgressCheck, label: 'catalog.admin.casesLink' },
  { to: paths.adminClosures, icon: IconCalendarOff, label: 'closures.page.link' },
  { to: paths.adminWaitlist, icon: IconHourglass, label: 'waitlist.admin.link' },
  { to: paths.invite, icon: IconDeviceMobileShare, label: 'catalog.admin.inviteLink' },
  { to: paths.demo, icon: IconPresentation, label: 'catalog.admin.demoLink' },
] as const;

/** A tool's words wrap on a narrow phone instead of being cut ('Convite (QR para instalar o portal)'). */
const WRAPPING = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', lineHeight: 1.3 },
} as const;

/** /admin (administrators): the services and courses tables with their edit dialogs. */
export default function AdminPage() {
  const { t } = useTranslation();
  // The open tab lives in the address (?tab=cursos), so it survives a reload and can be linked to.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'servicos';

  const selectTab = (value: string | null) => {
    if (!isTab(value)) return;
    setSearchParams(value === 'servicos' ? {} : { tab: value }, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('pages.admin.title')} subtitle={t('pages.admin.subtitle')} />
      {/* The requests inbox, cases, invite and demo pages have no room in the sidebar: they are reached from here. */}
      <Group component="nav" aria-label={t('catalog.admin.toolsLabel')} gap="sm" mb="lg">
        <LinkButton to={paths.requestsInbox} icon={IconInbox} rightSection={<RequestsUnreadBadge isAdmin />}>
          {t('pages.requestsInbox.title')}
        </LinkButton>
        {secondaryTools.map(({ to, icon, label }) => (
          <LinkButton key={to} to={to} variant="light" icon={icon} maw="100%" styles={WRAPPING}>
            {t(label)}
          </LinkButton>
        ))}
      </Group>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List aria-label={t('catalog.admin.tablesLabel')} mb="lg">
          <Tabs.Tab value="servicos" leftSection={<IconBriefcase size={18} aria-hidden="true" />}>
            {t('catalog.admin.servicesTab')}
          </Tabs.Tab>
          <Tabs.Tab value="cursos" leftSection={<IconBook size={18} aria-hidden="true" />}>
            {t('catalog.admin.coursesTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="servicos">
          <ServicesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="cursos">
          <CoursesPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
