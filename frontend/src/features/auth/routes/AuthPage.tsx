import { Box, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useScreenFrom } from '@/lib/screen-width';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/BrandMark';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { ThemeSelector } from '@/components/ThemeSelector';
import { toApiError } from '@/lib/api-error';
import { formRefusal } from '@/components/form';
import { useForgetLeftUser, useLoginMutation, useRegisterMutation } from '../api';
import { FeaturesPanel } from '../components/FeaturesPanel';
import { ForgotPasswordModal } from '../components/ForgotPasswordModal';
import { RegisterForm, type RegisterValues } from '../components/RegisterForm';
import { SignInForm } from '../components/SignInForm';
import { TwoFactorStep } from '../components/TwoFactorStep';
import { needsCode, type SignInRequest, type User } from '../types';
import '../i18n';

const welcomeName = (user: User) => user.fullName.trim() || user.username;

/**
 * /auth: 'Entrar' and 'Cadastrar'. Once the server accepts,
 * the user is in the session cache and the page's guard takes them to /home.
 */
export default function AuthPage() {
  const { t } = useTranslation();
  // The features panel is for wide screens only: a phone neither draws it nor reads the company's links.
  const wide = useScreenFrom('md');
  useDocumentTitle(t('app.documentTitle'));
  useForgetLeftUser();
  const [login, signingIn] = useLoginMutation();
  const [register, registering] = useRegisterMutation();
  const [forgotOpened, forgot] = useDisclosure(false);
  // After a right password on an account with a second factor, the code is asked in its place.
  const [askingCode, setAskingCode] = useState(false);
  const pending = signingIn.isLoading || registering.isLoading;

  const welcome = (user: User) => {
    notifications.show({
      title: t('auth.signIn.successTitle'),
      message: t('auth.welcome', { name: welcomeName(user) }),
    });
  };

  async function signIn(values: SignInRequest, helpers: FormikHelpers<SignInRequest>) {
    try {
      const result = await login({ username: values.username.trim(), password: values.password }).unwrap();
      if (needsCode(result)) {
        setAskingCode(true);
        return;
      }
      welcome(result);
    } catch (caught) {
      const refusal = formRefusal(values, toApiError(caught));
      helpers.setErrors(refusal.errors);
      notifications.show({ color: 'red', title: t('auth.signIn.failedTitle'), message: refusal.message });
    }
  }

  async function signUp(values: RegisterValues, helpers: FormikHelpers<RegisterValues>) {
    const phone = values.phone.trim();
    try {
      const user = await register({
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        ...(phone ? { phone } : {}),
        username: values.username.trim(),
        password: values.password,
      }).unwrap();
      notifications.show({
        title: t('auth.register.successTitle'),
        message: t('auth.welcome', { name: welcomeName(user) }),
      });
    } catch (caught) {
      const refusal = formRefusal(values, toApiError(caught));
      helpers.setErrors(refusal.errors);
      notifications.show({ color: 'red', title: t('auth.register.failedTitle'), message: refusal.message });
    }
  }

  return (
    <>
      {pending && <FullPageSpinner />}
      {/* Hidden rather than unmounted while the server answers, so a refused form keeps what was typed. */}
      <Box hidden={pending}>
        <SimpleGrid component="main" cols={{ base: 1, md: 2 }} spacing={0} mih="100dvh">
          <Stack p={{ base: 'md', sm: 'xl' }} gap="xl">
            <Group justify="flex-end">
              <ThemeSelector />
            </Group>
            <Stack flex={1} justify="center" align="center" gap="xl" pb="xl">
              <Stack align="center" gap="xs" ta="center">
                <BrandMark size={64} />
                <Title order={1}>{t('app.name')}</Title>
                <Text size="lg" c="dimmed">
                  {t('app.tagline')}
                </Text>
              </Stack>
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={440}>
                <Stack gap="md">
                  <Title order={2} size="h3">
                    {t('auth.accessTitle')}
                  </Title>
                  <Tabs defaultValue="signIn">
                    <Tabs.List grow aria-label={t('auth.tabs.label')} mb="lg">
                      <Tabs.Tab value="signIn">{t('auth.tabs.signIn')}</Tabs.Tab>
                      <Tabs.Tab value="register">{t('auth.tabs.register')}</Tabs.Tab>
                    </Tabs.List>
                    <Tabs.Panel value="signIn">
                      {askingCode ? (
                        <TwoFactorStep
                          onSignedIn={welcome}
                          onBack={() => {
                            setAskingCode(false);
                          }}
                        />
                      ) : (
                        <SignInForm onSubmit={signIn} onForgotPassword={forgot.open} />
                      )}
                    </Tabs.Panel>
                    <Tabs.Panel value="register">
                      <RegisterForm onSubmit={signUp} />
                    </Tabs.Panel>
                  </Tabs>
                </Stack>
              </Paper>
            </Stack>
          </Stack>
          {wide && <FeaturesPanel />}
        </SimpleGrid>
      </Box>
      <ForgotPasswordModal opened={forgotOpened} onClose={forgot.close} />
    </>
  );
}
