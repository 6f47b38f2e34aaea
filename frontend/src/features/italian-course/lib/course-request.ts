import type { TFunction } from 'i18next';
import * as Yup from 'yup';
import { fullNameField, LONG_TEXT_MAX, phoneField, textField } from '@/components/form';
import '../i18n';

/** The course page's two requests: asking for a discount code, and enrolling. */
export type CourseRequestKind = 'course-discount' | 'course-enrollment';

/** A course request form as typed: the course's id as text ('' for none). */
export interface CourseRequestValues {
  courseId: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

/**
 * The rules the server holds a course request to, with its messages: name, e-mail and phone
 * required and well formed, an optional message; an enrolment also names its course.
 */
export function courseRequestSchema(t: TFunction, kind: CourseRequestKind) {
  const course = Yup.string();
  return Yup.object({
    courseId: kind === 'course-enrollment' ? course.required(t('italianCoursePage.form.courseRequired')) : course,
    name: fullNameField(t, t('italianCoursePage.form.nameRequired')),
    email: Yup.string()
      .trim()
      .required(t('italianCoursePage.form.emailRequired'))
      .email(t('italianCoursePage.form.emailInvalid')),
    phone: phoneField(t).required(t('italianCoursePage.form.phoneRequired')),
    message: textField(t, LONG_TEXT_MAX),
  });
}

/** What POST /api/requests gets from a valid form. */
export function courseRequestBody(kind: CourseRequestKind, values: CourseRequestValues) {
  return {
    kind,
    courseId: values.courseId === '' ? null : Number(values.courseId),
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
  };
}
