import { Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import {
  FormSendButton,
  FormTextareaField,
  FormTextField,
  formRefusal,
  textFieldProps,
  LONG_TEXT_MAX,
  textField,
} from '@/components/form';
import { useSubmitRequestMutation } from '@/features/requests';
import { toApiError } from '@/lib/api-error';
import { CASE_TYPES } from '../types';
import '../i18n';

interface Values {
  caseType: string;
  country: string;
  notes: string;
}

const empty: Values = { caseType: '', country: '', notes: '' };

/**
 * The dialog of 'Novo Processo': a client asks for a new case (type, country, notes); it reaches
 * the staff's inbox as a request of kind `new-case`, which they turn into a case.
 */
export function NewCaseRequestDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [submitRequest] = useSubmitRequestMutation();
  const schema = useMemo(
    () =>
      object({
        caseType: string().required(t('processTracking.form.typeRequired')),
        country: string().trim().required(t('processTracking.form.countryRequired')),
        notes: textField(t, LONG_TEXT_MAX),
      }),
    [t],
  );
  const formik = useFormik<Values>({
    initialValues: empty,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      try {
        await submitRequest({ kind: 'new-case', ...values }).unwrap();
      } catch (caught) {
        const refusal = formRefusal(values, toApiError(caught));
        helpers.setErrors(refusal.errors);
        notifications.show({ color: 'red', title: t('processTracking.ask.failedTitle'), message: refusal.message });
        return;
      }
      notifications.show({
        color: 'teal',
        title: t('processTracking.ask.sentTitle'),
        message: t('processTracking.ask.sent'),
      });
      helpers.resetForm();
      onClose();
    },
  });

  return (
    <Modal
      // A click beside the form must not throw away what was typed: Cancelar, × or Esc close it.
      closeOnClickOutside={false}
      opened={opened}
      onClose={onClose}
      title={t('processTracking.ask.title')}
      centered
      closeButtonProps={{ 'aria-label': t('processTracking.form.cancel') }}
    >
      <form noValidate onSubmit={formik.handleSubmit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('processTracking.ask.intro')}
          </Text>
          <NativeSelect
            label={t('processTracking.form.type')}
            withAsterisk
            {...textFieldProps(formik, 'caseType')}
            data={[
              { value: '', label: '—' },
              ...CASE_TYPES.map((value) => ({ value, label: t(`processTracking.type.${value}`) })),
            ]}
          />
          <FormTextField formik={formik} name="country" label={t('processTracking.form.country')} required />
          <FormTextareaField
            formik={formik}
            name="notes"
            maxChars={LONG_TEXT_MAX}
            label={t('processTracking.form.notes')}
            placeholder={t('processTracking.ask.notesPlaceholder')}
            autosize
            minRows={3}
          />
          <FormSendButton busy={formik.isSubmitting}>{t('processTracking.ask.submit')}</FormSendButton>
        </Stack>
      </form>
    </Modal>
  );
}
