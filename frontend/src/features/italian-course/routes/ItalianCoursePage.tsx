import { Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarTime, IconClock, IconInbox, IconSettings } from '@tabler/icons-react';
import { useDocumentTitle } from '@mantine/hooks';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckList } from '@/components/CheckList';
import { PageHero, scrollTo } from '@/components/PageHero';
import { TitledSection } from '@/components/TitledSection';
import { listOrState } from '@/components/LoadStates';
import { LinkButton } from '@/components/LinkButton';
import { paths } from '@/config/paths';
import { useGetCurrentUserQuery } from '@/features/auth';
import { useGetCoursesQuery, type Course } from '@/features/catalog';
import { RequestSentView } from '@/features/requests';
import { CoursePriceList, PROMOTED_COURSE } from '../components/CoursePriceList';
import { CourseRequestForm } from '../components/CourseRequestForm';
import type { CourseRequestKind } from '../lib/course-request';
import '../i18n';

/** One tab of the course's description, under its heading. */
function AboutPanel({ value, children }: { value: 'details' | 'benefits' | 'testimonials'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Tabs.Panel value={value}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t(`italianCoursePage.${value}.heading`)}
        </Title>
        {children}
      </Stack>
    </Tabs.Panel>
  );
}

function AboutTabs() {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="details">
      <Tabs.List aria-label={t('italianCoursePage.tabs.label')} mb="md">
        <Tabs.Tab value="details">{t('italianCoursePage.tabs.details')}</Tabs.Tab>
        <Tabs.Tab value="benefits">{t('italianCoursePage.tabs.benefits')}</Tabs.Tab>
        <Tabs.Tab value="testimonials">{t('italianCoursePage.tabs.testimonials')}</Tabs.Tab>
      </Tabs.List>
      <AboutPanel value="details">
        <CheckList items={t('italianCoursePage.details.items', { returnObjects: true })} />
        <Text c="dimmed">{t('italianCoursePage.details.nextClass')}</Text>
      </AboutPanel>
      <AboutPanel value="benefits">
        <CheckList items={t('italianCoursePage.benefits.items', { returnObjects: true })} />
      </AboutPanel>
      <AboutPanel value="testimonials">
        <Text>{t('italianCoursePage.testimonials.empty')}</Text>
      </AboutPanel>
    </Tabs>
  );
}

/** For staff: the course's prices and codes, and the inbox where its requests arrive. */
function StaffLinks() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="nav" aria-label={t('italianCoursePage.staff.label')}>
      <Group gap="sm" wrap="wrap">
        <Text fw={600}>{t('italianCoursePage.staff.label')}</Text>
        <LinkButton to={paths.italianCourseAdmin} variant="light" icon={IconSettings}>
          {t('italianCoursePage.staff.coursePanel')}
        </LinkButton>
        <LinkButton to={paths.requestsInbox} variant="light" icon={IconInbox}>
          {t('italianCoursePage.staff.inbox')}
        </LinkButton>
      </Group>
    </Paper>
  );
}

const KEYS: Record<CourseRequestKind, 'enrollment' | 'discount'> = {
  'course-enrollment': 'enrollment',
  'course-discount': 'discount',
};

/** /italian-course: the course, its prices from the catalogue, and the enrolment and discount requests. */
export default function ItalianCoursePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('app.pageDocumentTitle', { page: t('pages.italianCourse.title') }));
  const { data: user } = useGetCurrentUserQuery();
  const coursesQuery = useGetCoursesQuery();
  const courses = coursesQuery.data ?? [];
  const promoted = courses.find((course) => course.name === PROMOTED_COURSE);
  const [chosen, setChosen] = useState<Record<CourseRequestKind, string>>({
    'course-enrollment': '',
    'course-discount': '',
  });
  // The request each form sent, until it is opened again.
  const [sent, setSent] = useState<Record<CourseRequestKind, number | null>>({
    'course-enrollment': null,
    'course-discount': null,
  });
  const pricesRef = useRef<HTMLElement>(null);
  const formsRef = useRef<HTMLDivElement>(null);
  const initial = { name: user?.fullName ?? '', email: user?.email ?? '', phone: user?.phone ?? '' };

  const choose = (kind: CourseRequestKind) => (course: Course) => {
    setChosen((before) => ({ ...before, [kind]: String(course.id) }));
    setSent((before) => ({ ...before, [kind]: null }));
    scrollTo(formsRef.current);
  };
  const listed = listOrState(coursesQuery, {
    failed: t('italianCoursePage.prices.loadFailed'),
    empty: t('italianCoursePage.prices.empty'),
  });

  const requestPanel = (kind: CourseRequestKind) => {
    const sentRequest = sent[kind];
    return sentRequest !== null ? (
      <Stack gap="sm" align="center">
        <RequestSentView
          title={t(`italianCoursePage.${KEYS[kind]}.doneTitle`)}
          text={t(`italianCoursePage.${KEYS[kind]}.doneText`)}
          requestId={sentRequest}
        />
        <Button
          variant="subtle"
          onClick={() => {
            setSent((before) => ({ ...before, [kind]: null }));
          }}
        >
          {t('italianCoursePage.another')}
        </Button>
      </Stack>
    ) : (
      <CourseRequestForm
        // Filled in again once the account is known.
        key={`${kind}-${String(user?.id ?? 'visitor')}`}
        kind={kind}
        courses={courses}
        courseId={chosen[kind] || (kind === 'course-discount' && promoted ? String(promoted.id) : '')}
        initial={initial}
        onSent={(requestId) => {
          setSent((before) => ({ ...before, [kind]: requestId }));
        }}
      />
    );
  };

  return (
    <Stack gap="xl">
      <PageHero title={t('italianCoursePage.hero.title')} text={t('italianCoursePage.hero.text')} color="green">
        <Group gap="lg">
          <Group gap={6}>
            <IconCalendarTime size={18} aria-hidden="true" />
            <Text>{t('italianCoursePage.hero.facts.duration')}</Text>
          </Group>
          <Group gap={6}>
            <IconClock size={18} aria-hidden="true" />
            <Text>{t('italianCoursePage.hero.facts.classes')}</Text>
          </Group>
        </Group>
        <Group gap="sm">
          <Button
            onClick={() => {
              scrollTo(pricesRef.current);
            }}
          >
            {t('italianCoursePage.hero.prices')}
          </Button>
          <Button
            variant="white"
            onClick={() => {
              scrollTo(formsRef.current);
            }}
          >
            {t('italianCoursePage.hero.enroll')}
          </Button>
        </Group>
      </PageHero>
      {user?.role === 'admin' && <StaffLinks />}
      <AboutTabs />
      <TitledSection ref={pricesRef} id="course-prices" title={t('italianCoursePage.prices.heading')} size="h3" mb="md">
        {'view' in listed ? (
          listed.view
        ) : (
          <CoursePriceList
            courses={listed.items}
            onEnroll={choose('course-enrollment')}
            onAskDiscount={choose('course-discount')}
          />
        )}
      </TitledSection>
      <SimpleGrid
        ref={formsRef}
        component="section"
        cols={{ base: 1, md: 2 }}
        spacing="lg"
        aria-label={t('italianCoursePage.tabs.label')}
      >
        {requestPanel('course-enrollment')}
        {requestPanel('course-discount')}
      </SimpleGrid>
    </Stack>
  );
}
