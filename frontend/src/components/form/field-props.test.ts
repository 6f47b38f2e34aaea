import type { FormikProps } from 'formik';
import { fieldError, shownError, textFieldProps } from './field-props';

interface Values {
  email: string;
  active: boolean;
}

function formOf(
  touched: Partial<Record<keyof Values, boolean>>,
  errors: Partial<Record<keyof Values, string>>,
  { email = 'ana@exemplo.com', submitCount = 0 } = {},
) {
  const handleChange = jest.fn();
  const handleBlur = jest.fn();
  return {
    values: { email, active: true },
    initialValues: { email: '', active: true },
    submitCount,
    touched,
    errors,
    handleChange,
    handleBlur,
  } as unknown as FormikProps<Values>;
}

describe('fieldError', () => {
  it('shows the message of a visited field', () => {
    expect(fieldError(formOf({ email: true }, { email: 'Obrigatório' }), 'email')).toBe('Obrigatório');
  });

  it('hides the message until the field was visited', () => {
    expect(fieldError(formOf({}, { email: 'Obrigatório' }), 'email')).toBeUndefined();
  });

  it('leaves an empty field only passed over unmarked until the form is sent', () => {
    const passedOver = formOf({ email: true }, { email: 'E-mail é obrigatório' }, { email: '' });
    expect(fieldError(passedOver, 'email')).toBeUndefined();
    const sent = formOf({ email: true }, { email: 'E-mail é obrigatório' }, { email: '', submitCount: 1 });
    expect(fieldError(sent, 'email')).toBe('E-mail é obrigatório');
  });

  it('ignores errors that are not one message', () => {
    const formik = formOf({ email: true }, {});
    (formik.errors as Record<string, unknown>).email = ['a', 'b'];
    expect(fieldError(formik, 'email')).toBeUndefined();
  });
});

describe('textFieldProps', () => {
  it('binds the value, the handlers and the error of a text field', () => {
    const formik = formOf({ email: true }, { email: 'E-mail inválido' });
    expect(textFieldProps(formik, 'email')).toEqual({
      name: 'email',
      value: 'ana@exemplo.com',
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: 'E-mail inválido',
    });
  });
});

describe('shownError', () => {
  it('checks a typed value as soon as the field is left, and an empty one once the form was sent', () => {
    expect(shownError({ value: 'ana@', error: 'E-mail inválido', touched: true }, 0)).toBe('E-mail inválido');
    expect(shownError({ value: '', error: 'Obrigatório', touched: true }, 0)).toBeUndefined();
    expect(shownError({ value: null, error: 'Obrigatório', touched: true }, 2)).toBe('Obrigatório');
    expect(shownError({ value: 'ana@', error: 'E-mail inválido', touched: false }, 0)).toBeUndefined();
  });

  it('checks at once a field the person emptied, blanks and values other than text', () => {
    const emptied = { value: '', error: 'Nome é obrigatório', touched: true, initialValue: 'Ana' };
    expect(shownError(emptied, 0)).toBe('Nome é obrigatório');
    expect(shownError({ value: '   ', error: 'Obrigatório', touched: true, initialValue: '' }, 0)).toBeUndefined();
    expect(shownError({ value: 0, error: 'Informe um número', touched: true }, 0)).toBe('Informe um número');
    expect(shownError({ value: false, error: 'Aceite os termos', touched: true }, 0)).toBe('Aceite os termos');
  });
});
