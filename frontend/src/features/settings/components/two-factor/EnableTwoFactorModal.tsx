import { Center, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useFormik } from 'formik';
import { QRCodeSVG } from 'qrcode.react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { FormActions, FormOneTimeCodeField, FormPasswordField } from '@/components/form';
import { toApiError } from '@/lib/api-error';
import { type TwoFactorSetup, useEnableTwoFactorMutation, useStartTwoFactorMutation } from '../../two-factor-api';
import { appCode, currentPassword, grouped } from './code-schema';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import '../../i18n';

type Step = { kind: 'password' } | { kind: 'scan'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

/** The server's message under the field it names, else under `fallback`. */
function refusal(caught: unknown, field: string) {
  const error = toApiError(caught);
  return error.fieldErrors[field] ?? error.message;
}

/** Turning the second factor on: the password, then the QR code and the first code, then the recovery codes. */
export function EnableTwoFactorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [start] = useStartTwoFactorMutation();
  const [enable] = useEnableTwoFactorMutation();
  const passwordSchema = useMemo(() => yup.object({ currentPassword: currentPassword(t) }), [t]);
  const codeSchema = useMemo(() => yup.object({ code: appCode(t) }), [t]);

  const passwordForm = useFormik({
    initialValues: { currentPassword: '' },
    validationSchema: passwordSchema,
    onSubmit: async (values, helpers) => {
      try {
        setStep({ kind: 'scan', setup: await start(values).unwrap() });
      } catch (caught) {
        helpers.setFieldError('currentPassword', refusal(caught, 'currentPassword'));
      }
    },
  });
  const codeForm = useFormik({
    initialValues: { code: '' },
    validationSchema: codeSchema,
    onSubmit: async (values, helpers) => {
      try {
        const { recoveryCodes } = await enable({ code: values.code.trim() }).unwrap();
        setStep({ kind: 'codes', codes: recoveryCodes });
        notifications.show({
          color: 'teal',
          title: t('settings.twoFactor.enabled.title'),
          message: t('settings.twoFactor.enabled.message'),
        });
      } catch (caught) {
        helpers.setFieldError('code', refusal(caught, 'code'));
      }
    },
  });

  function close() {
    onClose();
    setStep({ kind: 'password' });
    passwordForm.resetForm();
    codeForm.resetForm();
  }

  const title = step.kind === 'codes' ? t('settings.twoFactor.codes.title') : t('settings.twoFactor.setup.title');
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('settings.sessions.closeDialog') }}
      // The codes are shown once: only the button after 'Guardei meus códigos' closes them.
      closeOnClickOutside={step.kind !== 'codes'}
      closeOnEscape={step.kind !== 'codes'}
      withCloseButton={step.kind !== 'codes'}
    >
      {step.kind === 'password' && (
        <form noValidate onSubmit={passwordForm.handleSubmit}>
          <Stack gap="md">
            <Text size="sm">{t('settings.twoFactor.setup.passwordStep')}</Text>
            <FormPasswordField
              formik={passwordForm}
              name="currentPassword"
              label={t('settings.twoFactor.currentPassword')}
              autoComplete="current-password"
              required
              data-autofocus
            />
            <FormActions
              cancelLabel={t('settings.twoFactor.cancel')}
              onCancel={close}
              submitLabel={t('settings.twoFactor.setup.continue')}
              busy={passwordForm.isSubmitting}
            />
          </Stack>
        </form>
      )}
      {step.kind === 'scan' && (
        <form noValidate onSubmit={codeForm.handleSubmit}>
          <Stack gap="md">
            <Text size="sm">{t('settings.twoFactor.setup.scanStep')}</Text>
            <Center>
              <QRCodeSVG
                value={step.setup.otpauthUri}
                size={192}
                marginSize={2}
                role="img"
                aria-label={t('settings.twoFactor.setup.qrLabel')}
                title={t('settings.twoFactor.setup.qrLabel')}
              />
            </Center>
            <Stack gap={4}>
              <Text size="sm">{t('settings.twoFactor.setup.manual')}</Text>
              <Text ff="monospace" fz="md" fw={600} data-testid="two-factor-secret" style={{ wordBreak: 'break-word' }}>
                {grouped(step.setup.secret)}
              </Text>
            </Stack>
            <FormOneTimeCodeField formik={codeForm} name="code" label={t('settings.twoFactor.code')} required />
            <FormActions
              cancelLabel={t('settings.twoFactor.cancel')}
              onCancel={close}
              submitLabel={t('settings.twoFactor.setup.confirm')}
              busy={codeForm.isSubmitting}
            />
          </Stack>
        </form>
      )}
      {step.kind === 'codes' && <RecoveryCodesPanel codes={step.codes} onDone={close} />}
    </Modal>
  );
}
