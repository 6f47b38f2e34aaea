import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconDiscount, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CoursePriceTag, type Course } from '@/features/catalog';
import '../i18n';

/** The course whose promotion the page always announces. */
export const PROMOTED_COURSE = 'Curso Básico de Italiano';

interface CoursePriceListProps {
  courses: Course[];
  onEnroll: (course: Course) => void;
  onAskDiscount: (course: Course) => void;
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
            <CoursePriceTag course={course} />
            {course.name === PROMOTED_COURSE && (
              <Alert color="yellow" variant="light" icon={<IconSparkles aria-hidden="true" />} p="xs">
                {t('italianCoursePage.prices.promotion')}
              </Alert>
            )}
            <Stack gap="xs" mt="auto">
              <Button
                fullWidth
                aria-label={t('italianCoursePage.prices.enrollIn', { name: course.name })}
                onClick={() => {
                  onEnroll(course);
                }}
              >
                {t('italianCoursePage.prices.enroll')}
              </Button>
              <Button
                variant="light"
                fullWidth
                aria-label={t('italianCoursePage.prices.discountFor', { name: course.name })}
                leftSection={<IconDiscount size={16} aria-hidden="true" />}
                onClick={() => {
                  onAskDiscount(course);
                }}
              >
                {t('italianCoursePage.prices.discount')}
              </Button>
            </Stack>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
