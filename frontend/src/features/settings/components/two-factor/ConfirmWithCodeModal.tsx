import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { FormActions, FormOneTimeCodeField, FormPasswordField } from '@/components/form';
import { toApiError } from '@/lib/api-error';
import { useDisableTwoFactorMutation, useNewRecoveryCodesMutation } from '../../two-factor-api';
import { anyCode, appCode, currentPassword } from './code-schema';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import '../../i18n';

/** 'Desativar' (password and any code) or 'Gerar novos códigos' (a code from the app). */
export function ConfirmWithCodeModal({
  action,
  onClose,
}: {
  action: 'disable' | 'newCodes' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [disable] = useDisableTwoFactorMutation();
  const [renew] = useNewRecoveryCodesMutation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const disabling = action === 'disable';
  const schema = useMemo(
    () =>
      disabling
        ? yup.object({ currentPassword: currentPassword(t), code: anyCode(t) })
        : yup.object({ currentPassword: yup.string(), code: appCode(t) }),
    [disabling, t],
  );
  const formik = useFormik({
    initialValues: { currentPassword: '', code: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      try {
        if (disabling) {
          await disable({ currentPassword: values.currentPassword, code: values.code.trim() }).unwrap();
          notifications.show({
            color: 'teal',
            title: t('settings.twoFactor.disabled.title'),
            message: t('settings.twoFactor.disabled.message'),
          });
          close();
        } else {
          setCodes((await renew({ code: values.code.trim() }).unwrap()).recoveryCodes);
        }
      } catch (caught) {
        const error = toApiError(caught);
        const { currentPassword: passwordError, code: codeError } = error.fieldErrors;
        if (passwordError) helpers.setFieldError('currentPassword', passwordError);
        helpers.setFieldError('code', codeError ?? (passwordError ? undefined : error.message));
      }
    },
  });

  function close() {
    onClose();
    setCodes(null);
    formik.resetForm();
  }

  const texts = disabling ? 'disableModal' : 'newCodesModal';
  return (
    <Modal
      opened={action !== null}
      onClose={close}
      title={codes ? t('settings.twoFactor.codes.title') : t(`settings.twoFactor.${texts}.title`)}
      size="lg"
      closeButtonProps={{ 'aria-label': t('settings.sessions.closeDialog') }}
      closeOnClickOutside={!codes}
      closeOnEscape={!codes}
      withCloseButton={!codes}
    >
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={close} />
      ) : (
        <form noValidate onSubmit={formik.handleSubmit}>
          <Stack gap="md">
            <Text size="sm">{t(`settings.twoFactor.${texts}.message`)}</Text>
            {disabling && (
              <FormPasswordField
                formik={formik}
                name="currentPassword"
                label={t('settings.twoFactor.currentPassword')}
                autoComplete="current-password"
                required
                data-autofocus
              />
            )}
            <FormOneTimeCodeField
              formik={formik}
              name="code"
              label={disabling ? t('settings.twoFactor.codeOrRecovery') : t('settings.twoFactor.code')}
              acceptsRecoveryCode={disabling}
              required
              data-autofocus={!disabling}
            />
            <FormActions
              cancelLabel={t('settings.twoFactor.cancel')}
              onCancel={close}
              submitLabel={t(`settings.twoFactor.${texts}.submit`)}
              busy={formik.isSubmitting}
              color={disabling ? 'red' : undefined}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
