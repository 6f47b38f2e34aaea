import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconDiscount, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { discountPercent, type Course } from '@/features/catalog';
import { formatBrl } from '@/lib/price';

/** The course whose promotion the page always announces (spec part 2, section 9). */
export const PROMOTED_COURSE = 'Curso Básico de Italiano';

interface CoursePriceListProps {
  courses: Course[];
  onEnroll: (course: Course) => void;
  onAskDiscount: (course: Course) => void;
}

function CoursePrice({ course }: { course: Course }) {
  const { t } = useTranslation();
  const percent = discountPercent(course);
  if (course.discountPrice === null) {
    return (
      <Text fw={700} size="xl">
        {formatBrl(course.price)}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {t('italianCoursePage.prices.from')}{' '}
        <Text span inherit td="line-through">
          {formatBrl(course.price)}
        </Text>
      </Text>
      <Group gap="xs">
        <Text fw={700} size="xl">
          {t('italianCoursePage.prices.to')} {formatBrl(course.discountPrice)}
        </Text>
        {percent !== null && (
          <Badge color="teal.9" variant="filled">
            {t('italianCoursePage.prices.percentOff', { percent })}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

/** The active courses from the catalogue, each with its price, its promotion and the ways to ask for it. */
export function CoursePriceList({ courses, onEnroll, onAskDiscount }: CoursePriceListProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {courses.map((course) => (
        <Card key={course.id} component="article" withBorder radius="md" padding="lg">
          <Stack gap="sm" h="100%">
            <Title order={3} size="h4">
              {course.name}
            </Title>
            {course.description && (
              <Text size="sm" c="dimmed">
                {course.description}
              </Text>
            )}
            <Group gap={6}>
              <IconClock size={16} aria-hidden="true" />
              <Text size="sm">{t('italianCoursePage.prices.hours', { count: course.duration })}</Text>
            </Group>
            <CoursePrice course={course} />
            {course.name === PROMOTED_COURSE && (
              <Alert color="yellow" variant="light" icon={<IconSparkles aria-hidden="true" />} p="xs">
                {t('italianCoursePage.prices.promotion')}
              </Alert>
            )}
            <Group gap="xs" mt="auto" grow>
              <Button
                aria-label={t('italianCoursePage.prices.enrollIn', { name: course.name })}
                onClick={() => {
                  onEnroll(course);
                }}
              >
                {t('italianCoursePage.prices.enroll')}
              </Button>
              <Button
                variant="light"
                aria-label={t('italianCoursePage.prices.discountFor', { name: course.name })}
                leftSection={<IconDiscount size={16} aria-hidden="true" />}
                onClick={() => {
                  onAskDiscount(course);
                }}
              >
                {t('italianCoursePage.prices.discount')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
