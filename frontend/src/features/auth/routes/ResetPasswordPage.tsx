import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormConfirmPasswordField, FormNewPasswordField, FormSubmitButton } from '@/components/form';
import { LinkPageFrame } from '@/components/LinkPageFrame';
import { LoadingState } from '@/components/LoadStates';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-error';
import { useCheckResetLinkQuery, useConfirmPasswordResetMutation } from '../api';
import { newPasswordSchema } from '../validation';
import '../i18n';

/**
 * /auth/reset?token=...: the page the reset mail links to, where the person chooses a new password
 * (docs/product-decisions.md, decision 7). A link that is unknown, used or expired is refused by the server with a
 * message shown here; success leads to the sign-in page.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('app.pageDocumentTitle', { page: t('auth.resetPassword.documentTitle') }));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const [confirmReset] = useConfirmPasswordResetMutation();
  // The link is checked as the page opens: an expired or used one is said before anything is typed,
  // and a staff account's link asks for a stronger password. Any other failure leaves the form: the
  // server checks the link again when it is sent.
  const link = useCheckResetLinkQuery(token, { skip: !token });
  const [sentLinkError, setLinkError] = useState<string | null>(token ? null : t('auth.resetPassword.missingToken'));
  const linkError = sentLinkError ?? (link.error ? (toApiError(link.error).fieldErrors.token ?? null) : null);
  const validationSchema = useMemo(() => newPasswordSchema(t), [t]);

  const formik = useFormik({
    initialValues: { newPassword: '', confirmPassword: '' },
    validationSchema,
    onSubmit: async ({ newPassword }, helpers) => {
      try {
        const answer = await confirmReset({ token, newPassword }).unwrap();
        notifications.show({
          color: 'teal',
          title: t('auth.resetPassword.successTitle'),
          message: answer.message || t('auth.resetPassword.successMessage'),
        });
        await navigate(paths.auth, { replace: true });
      } catch (caught) {
        const error = toApiError(caught);
        const { token: tokenError, newPassword: passwordError } = error.fieldErrors;
        if (tokenError) {
          setLinkError(tokenError);
        } else if (passwordError) {
          helpers.setFieldError('newPassword', passwordError);
        } else {
          notifications.show({ color: 'red', title: t('auth.resetPassword.failedTitle'), message: error.message });
        }
      }
    },
  });

  return (
    <LinkPageFrame title={t('auth.resetPassword.title')} description={t('auth.resetPassword.description')}>
      {link.isLoading ? (
        <LoadingState />
      ) : linkError ? (
        <Alert
          color="red"
          variant="light"
          title={t('auth.resetPassword.invalidLinkTitle')}
          icon={<IconAlertTriangle aria-hidden="true" />}
          role="alert"
          // The red title on the tinted background is too faint; the icon and border keep the red.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{linkError}</Text>
            <Button component={Link} to={paths.auth} size="xs">
              {t('auth.resetPassword.requestNewLink')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <form noValidate onSubmit={formik.handleSubmit}>
          <Stack gap="md">
            <FormNewPasswordField
              formik={formik}
              name="newPassword"
              label={t('auth.fields.newPassword')}
              acceptedFrom={link.data?.passwordMinScore}
              required
            />
            <FormConfirmPasswordField
              formik={formik}
              name="confirmPassword"
              label={t('auth.fields.confirmNewPassword')}
              required
            />
            <FormSubmitButton fullWidth loading={formik.isSubmitting}>
              {t('auth.resetPassword.submit')}
            </FormSubmitButton>
          </Stack>
        </form>
      )}

      {!linkError && !link.isLoading && (
        <Anchor component={Link} to={paths.auth} size="sm" ta="center">
          {t('auth.resetPassword.backToSignIn')}
        </Anchor>
      )}
    </LinkPageFrame>
  );
}
