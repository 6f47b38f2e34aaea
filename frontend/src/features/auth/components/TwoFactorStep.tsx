import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useFormik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { FormOneTimeCodeField, FormSubmitButton } from '@/components/form';
import { toApiError } from '@/lib/api-error';
import { useLoginWithCodeMutation } from '../api';
import type { User } from '../types';
import '../i18n';

interface TwoFactorStepProps {
  /** The code was right: the person is signed in. */
  onSignedIn: (user: User) => void;
  /** Back to the password. */
  onBack: () => void;
}

/**
 * The second step of a sign-in: the code of the authenticator app, or a recovery code. The
 * server's refusal is shown under the field and read out.
 */
export function TwoFactorStep({ onSignedIn, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [verify] = useLoginWithCodeMutation();
  const titleId = useId();
  const schema = useMemo(
    () =>
      yup.object({
        code: recovery
          ? yup.string().trim().required(t('auth.twoFactor.codeRequired'))
          : yup
              .string()
              .trim()
              .required(t('auth.twoFactor.codeRequired'))
              .matches(/^\d{3}\s?\d{3}$/, t('auth.twoFactor.codeFormat')),
      }),
    [recovery, t],
  );
  const formik = useFormik({
    initialValues: { code: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      try {
        onSignedIn(await verify({ code: values.code.trim() }).unwrap());
      } catch (caught) {
        const error = toApiError(caught);
        helpers.setFieldError('code', error.fieldErrors.code ?? error.message);
      }
    },
  });

  function switchMode() {
    setRecovery((was) => !was);
    formik.resetForm();
  }

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={3} size="h4" id={titleId}>
          {t('auth.twoFactor.title')}
        </Title>
        <Text size="sm">{recovery ? t('auth.twoFactor.recoveryDescription') : t('auth.twoFactor.description')}</Text>
        <div aria-live="polite">
          <FormOneTimeCodeField
            key={recovery ? 'recovery' : 'app'}
            formik={formik}
            name="code"
            label={recovery ? t('auth.twoFactor.recoveryCode') : t('auth.twoFactor.code')}
            acceptsRecoveryCode={recovery}
            autoComplete={recovery ? 'off' : 'one-time-code'}
            required
            data-autofocus
          />
        </div>
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={switchMode}>
            {recovery ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useRecovery')}
          </Anchor>
        </Group>
        <Group grow>
          <Button variant="default" type="button" onClick={onBack}>
            {t('auth.twoFactor.back')}
          </Button>
          <FormSubmitButton loading={formik.isSubmitting}>{t('auth.twoFactor.submit')}</FormSubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
