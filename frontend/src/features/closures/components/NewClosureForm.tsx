import { Group, NativeSelect, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useFormik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import { fieldError, FormDayField, FormSubmitButton, FormTextField, formRefusal } from '@/components/form';
import { today } from '@/features/appointments';
import { toApiError } from '@/lib/api-error';
import { useCreateClosureMutation } from '../api';
import type { Closure } from '../types';
import '../i18n';

export interface ClosureValues {
  location: string;
  firstDay: string;
  lastDay: string;
  reason: string;
}

const EMPTY: ClosureValues = { location: '', firstDay: '', lastDay: '', reason: '' };

interface NewClosureFormProps {
  places: string[];
  /** Called with the stored closure and the appointments it falls on. */
  onCreated: (closure: Closure) => void;
}

/** Closes a place (or every place) for a day or a range, for a reason clients read. */
export function NewClosureForm({ places, onCreated }: NewClosureFormProps) {
  const { t } = useTranslation();
  const [create] = useCreateClosureMutation();
  const schema = Yup.object({
    firstDay: Yup.string().required(t('closures.form.firstDayRequired')),
    lastDay: Yup.string().when('firstDay', ([first]: string[], field) =>
      field.test('ordered', t('closures.form.rangeReversed'), (last) => !last || !first || last >= first),
    ),
    reason: Yup.string().trim().required(t('closures.form.reasonRequired')).max(200, t('closures.form.reasonTooLong')),
  });

  async function submit(values: ClosureValues, helpers: FormikHelpers<ClosureValues>) {
    try {
      const stored = await create({
        location: values.location || null,
        firstDay: values.firstDay,
        lastDay: values.lastDay || null,
        reason: values.reason,
      }).unwrap();
      notifications.show({
        color: 'teal',
        title: t('closures.form.doneTitle'),
        message: t('closures.form.doneMessage'),
      });
      helpers.resetForm();
      onCreated(stored);
    } catch (caught) {
      const refusal = formRefusal(values, toApiError(caught));
      helpers.setErrors(refusal.errors);
      notifications.show({ color: 'red', title: t('closures.form.failedTitle'), message: refusal.message });
    }
  }

  const formik = useFormik<ClosureValues>({ initialValues: EMPTY, validationSchema: schema, onSubmit: submit });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-closure-title">
      <Title order={2} size="h4" id="new-closure-title" mb="sm">
        {t('closures.form.title')}
      </Title>
      <form noValidate onSubmit={formik.handleSubmit}>
        <Stack gap="sm">
          <NativeSelect
            label={t('closures.form.location')}
            data={[
              { value: '', label: t('closures.form.everywhere') },
              ...places.map((place) => ({ value: place, label: place })),
            ]}
            name="location"
            value={formik.values.location}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={fieldError(formik, 'location')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <FormDayField
              formik={formik}
              name="firstDay"
              label={t('closures.form.firstDay')}
              required
              minDate={today()}
            />
            <FormDayField formik={formik} name="lastDay" label={t('closures.form.lastDay')} minDate={today()} />
          </SimpleGrid>
          <FormTextField formik={formik} name="reason" label={t('closures.form.reason')} required maxLength={200} />
          <Group justify="flex-end">
            <FormSubmitButton loading={formik.isSubmitting}>{t('closures.form.submit')}</FormSubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
