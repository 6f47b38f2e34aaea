import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailCheck } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api-error';
import { FormActions, FormEmailField, formRefusal } from '@/components/form';
import { useRequestPasswordResetMutation } from '../api';
import { resetRequestSchema } from '../validation';
import '../i18n';

/** How long the "sent" view stays before the modal closes itself. */
export const SENT_VIEW_AUTO_CLOSE_MS = 3000;

interface ForgotPasswordModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Recuperar Senha': asks the server to mail a link for a new password (docs/product-decisions.md, decision 7). The
 * content unmounts when the modal closes, so Cancelar, the close button and the automatic close all
 * leave it empty for the next time.
 */
export function ForgotPasswordModal({ opened, onClose }: ForgotPasswordModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('auth.forgotPassword.title')}
      centered
      closeButtonProps={{ 'aria-label': t('auth.forgotPassword.closeDialog') }}
    >
      <ForgotPasswordContent onClose={onClose} />
    </Modal>
  );
}

function ForgotPasswordContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const validationSchema = useMemo(() => resetRequestSchema(t), [t]);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema,
    onSubmit: async ({ email }, helpers) => {
      try {
        const answer = await requestReset({ email: email.trim() }).unwrap();
        notifications.show({
          title: t('auth.forgotPassword.successTitle'),
          message: answer.message || t('auth.forgotPassword.successMessage'),
        });
        setSent(true);
      } catch (caught) {
        const error = toApiError(caught);
        const refusal = formRefusal({ email }, error);
        helpers.setErrors(refusal.errors);
        notifications.show({
          color: 'red',
          title: t('auth.forgotPassword.failedTitle'),
          message: error.status === null ? t('auth.forgotPassword.failedMessage') : refusal.message,
        });
      }
    },
  });

  useEffect(() => {
    if (!sent) return undefined;
    // The form with the focused button is gone: keep the keyboard inside the dialog, on Fechar.
    closeButton.current?.focus();
    const timer = setTimeout(onClose, SENT_VIEW_AUTO_CLOSE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [sent, onClose]);

  if (sent) {
    return (
      <Stack align="center" ta="center" gap="md" role="status">
        <ThemeIcon size={48} radius="xl" color="teal" variant="filled" aria-hidden="true">
          <IconMailCheck size={26} />
        </ThemeIcon>
        <Text fw={600}>{t('auth.forgotPassword.sentMessage')}</Text>
        <Text size="sm" c="dimmed">
          {t('auth.forgotPassword.sentHint')}
        </Text>
        <Button ref={closeButton} onClick={onClose}>
          {t('auth.forgotPassword.close')}
        </Button>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="md">
        <Text size="sm">{t('auth.forgotPassword.description')}</Text>
        <FormEmailField formik={formik} name="email" label={t('auth.fields.email')} required data-autofocus />
        <FormActions
          cancelLabel={t('auth.forgotPassword.cancel')}
          onCancel={onClose}
          submitLabel={t('auth.forgotPassword.submit')}
          busy={isLoading}
        />
      </Stack>
    </form>
  );
}
