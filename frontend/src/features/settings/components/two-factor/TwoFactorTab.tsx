import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabHeading } from '../TabHeading';
import { toApiError } from '@/lib/api-error';
import { useGetTwoFactorQuery } from '../../two-factor-api';
import { ConfirmWithCodeModal } from './ConfirmWithCodeModal';
import { EnableTwoFactorModal } from './EnableTwoFactorModal';
import '../../i18n';

/** The 'Verificação em duas etapas' tab: whether it is on, and turning it on or off. */
export function TwoFactorTab() {
  const { t } = useTranslation();
  const query = useGetTwoFactorQuery();
  const [enabling, setEnabling] = useState(false);
  const [confirming, setConfirming] = useState<'disable' | 'newCodes' | null>(null);
  const status = query.data;

  return (
    <Stack gap="md" maw={720}>
      <TabHeading section="twoFactor" />
      {query.isLoading && <Loader size="sm" aria-label={t('settings.twoFactor.title')} />}
      {query.isError && (
        <Alert color="red" role="alert" title={t('settings.twoFactor.loadFailedTitle')}>
          {toApiError(query.error).message}
        </Alert>
      )}
      {status && (
        <>
          <Group gap="sm">
            <Text fw={500}>{t('settings.twoFactor.statusLabel')}:</Text>
            <Badge
              color={status.enabled ? 'teal.9' : 'gray.7'}
              variant="filled"
              radius="sm"
              leftSection={status.enabled ? <IconShieldCheck size={14} aria-hidden="true" /> : undefined}
            >
              {status.enabled ? t('settings.twoFactor.statusOn') : t('settings.twoFactor.statusOff')}
            </Badge>
          </Group>
          {status.enabled && (
            <Text size="sm">{t('settings.twoFactor.codesLeft', { count: status.recoveryCodesLeft })}</Text>
          )}
          <Group gap="sm">
            {status.enabled ? (
              <>
                <Button
                  variant="default"
                  onClick={() => {
                    setConfirming('newCodes');
                  }}
                >
                  {t('settings.twoFactor.newCodes')}
                </Button>
                <Button
                  color="red"
                  variant="light"
                  onClick={() => {
                    setConfirming('disable');
                  }}
                >
                  {t('settings.twoFactor.disable')}
                </Button>
              </>
            ) : (
              <Button
                onClick={() => {
                  setEnabling(true);
                }}
              >
                {t('settings.twoFactor.enable')}
              </Button>
            )}
          </Group>
        </>
      )}
      <EnableTwoFactorModal
        opened={enabling}
        onClose={() => {
          setEnabling(false);
        }}
      />
      <ConfirmWithCodeModal
        action={confirming}
        onClose={() => {
          setConfirming(null);
        }}
      />
    </Stack>
  );
}
