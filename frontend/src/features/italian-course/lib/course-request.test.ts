import { ValidationError } from 'yup';
import { i18n } from '@/app/i18n';
import { courseRequestSchema, type CourseRequestValues } from './course-request';

const t = i18n.t.bind(i18n);

const valid: CourseRequestValues = {
  courseId: '2',
  name: 'Ana Souza',
  email: 'ana@exemplo.com',
  phone: '(11) 98888-7777',
  message: '',
};

/** The messages a form would show, by field. */
async function messages(values: CourseRequestValues): Promise<Record<string, string>> {
  try {
    await courseRequestSchema(t, 'course-enrollment').validate(values, { abortEarly: false });
    return {};
  } catch (caught) {
    if (!(caught instanceof ValidationError)) throw caught;
    return Object.fromEntries(caught.inner.map((error): [string, string] => [error.path ?? '', error.message]));
  }
}

describe('the course request rules', () => {
  it('take a name of up to 120 characters and a message of up to 5000, as the server does', async () => {
    // An emoji is one character to the server, two to JavaScript's length.
    expect(await messages({ ...valid, name: 'A'.repeat(119) + '😀', message: '😀'.repeat(5000) })).toEqual({});
    expect(await messages({ ...valid, name: 'A'.repeat(121), message: 'a'.repeat(5001) })).toEqual({
      name: 'Nome completo deve ter no máximo 120 caracteres',
      message: 'Texto longo demais (máximo 5000 caracteres)',
    });
  });

  it('asks an enrolment for its course', async () => {
    expect(await messages({ ...valid, courseId: '' })).toEqual({ courseId: expect.any(String) as string });
  });
});
