import type { FormikProps } from 'formik';
import { fieldError, textFieldProps } from './field-props';

interface Values {
  email: string;
  active: boolean;
}

function formOf(touched: Partial<Record<keyof Values, boolean>>, errors: Partial<Record<keyof Values, string>>) {
  const handleChange = jest.fn();
  const handleBlur = jest.fn();
  return {
    values: { email: 'ana@exemplo.com', active: true },
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
