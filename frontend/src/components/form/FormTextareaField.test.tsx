import { screen } from '@testing-library/react';
import { useFormik } from 'formik';
import { renderWithProviders } from '@/testing/test-utils';
import { FormTextareaField } from './FormFields';

function Notes({ maxChars }: { maxChars?: number }) {
  const formik = useFormik({ initialValues: { notes: '' }, onSubmit: () => undefined });
  return <FormTextareaField formik={formik} name="notes" label="Observações" maxChars={maxChars} />;
}

describe('FormTextareaField', () => {
  it('counts the characters against the most the text may have, under the field', async () => {
    const { user } = renderWithProviders(<Notes maxChars={5000} />);
    const notes = screen.getByRole('textbox', { name: 'Observações' });
    expect(notes).toHaveAccessibleDescription('0 de 5000 caracteres');

    await user.type(notes, 'Falta a certidão.');

    expect(notes).toHaveAccessibleDescription('17 de 5000 caracteres');
  });

  it('counts nothing when no most is given', () => {
    renderWithProviders(<Notes />);
    expect(screen.getByRole('textbox', { name: 'Observações' })).not.toHaveAccessibleDescription();
  });
});
