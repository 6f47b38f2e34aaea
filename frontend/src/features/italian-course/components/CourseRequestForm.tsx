import { NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useFormik } from 'formik';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormEmailField,
  FormNameField,
  FormPhoneField,
  FormSendButton,
  FormTextareaField,
  textFieldProps,
  LONG_TEXT_MAX,
} from '@/components/form';
import type { Course } from '@/features/catalog';
import { useSendRequest } from '@/features/requests';
import {
  courseRequestBody,
  courseRequestSchema,
  type CourseRequestKind,
  type CourseRequestValues,
} from '../lib/course-request';
import '../i18n';

const MESSAGE_ROWS = 3;

/** The texts of each form, under `italianCoursePage.<key>`. */
const TEXTS: Record<CourseRequestKind, 'discount' | 'enrollment'> = {
  'course-discount': 'discount',
  'course-enrollment': 'enrollment',
};

interface CourseRequestFormProps {
  kind: CourseRequestKind;
  courses: Course[];
  /** The course chosen on the price list, as text ('' for none). */
  courseId: string;
  initial: { name: string; email: string; phone: string };
  onSent: (requestId: number) => void;
}

/**
 * The course page's discount request (name, e-mail, phone; the course optional) or enrolment
 * (the course required), sent to the team as a request of that kind.
 */
export function CourseRequestForm({ kind, courses, courseId, initial, onSent }: CourseRequestFormProps) {
  const { t } = useTranslation();
  const texts = TEXTS[kind];
  const { send } = useSendRequest();
  const schema = useMemo(() => courseRequestSchema(t, kind), [t, kind]);
  const formik = useFormik<CourseRequestValues>({
    initialValues: { courseId, ...initial, message: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const sentText = t(`italianCoursePage.${texts}.doneText`);
      const stored = await send(courseRequestBody(kind, values), values, helpers, sentText);
      if (stored !== null) onSent(stored);
    },
  });
  const { setFieldValue } = formik;
  useEffect(() => {
    void setFieldValue('courseId', courseId);
  }, [courseId, setFieldValue]);

  const titleId = `${kind}-title`;
  const options = [
    {
      value: '',
      label: t(kind === 'course-discount' ? 'italianCoursePage.form.anyCourse' : 'italianCoursePage.form.chooseCourse'),
    },
    ...courses.map((course) => ({ value: String(course.id), label: course.name })),
  ];
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <form onSubmit={formik.handleSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <Title order={3} size="h4" id={titleId}>
            {t(`italianCoursePage.${texts}.title`)}
          </Title>
          <Text c="dimmed" size="sm">
            {t(`italianCoursePage.${texts}.intro`)}
          </Text>
          <NativeSelect
            label={t('italianCoursePage.form.course')}
            withAsterisk={kind === 'course-enrollment'}
            data={options}
            {...textFieldProps(formik, 'courseId')}
          />
          <FormNameField formik={formik} name="name" label={t('italianCoursePage.form.name')} required />
          <FormEmailField formik={formik} name="email" label={t('italianCoursePage.form.email')} required />
          <FormPhoneField formik={formik} name="phone" label={t('italianCoursePage.form.phone')} required />
          {kind === 'course-enrollment' && (
            <FormTextareaField
              formik={formik}
              name="message"
              maxChars={LONG_TEXT_MAX}
              label={t('italianCoursePage.form.message')}
              placeholder={t('italianCoursePage.form.messagePlaceholder')}
              rows={MESSAGE_ROWS}
            />
          )}
          <FormSendButton busy={formik.isSubmitting}>{t(`italianCoursePage.${texts}.submit`)}</FormSendButton>
        </Stack>
      </form>
    </Paper>
  );
}
