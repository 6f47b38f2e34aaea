import { Grid, Paper, Select, Stack, Switch, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { useIsAdmin } from '@/features/auth';
import type { QrLook } from '@/components/qr';
import { QrCard } from '../components/QrCard';
import { QrOptions } from '../components/QrOptions';
import { customUrl, QR_DEFAULTS, QUICK_SERVICES, serviceUrl, type QuickService } from '../lib/quick-links';
import '../i18n';

const isService = (value: string | null): value is QuickService => QUICK_SERVICES.some((service) => service === value);

/**
 * /quick-access: a QR code that opens a service of the portal (tab 'Serviços') or any page of
 * it (tab 'Personalizado'), with its colours and size, to print or share.
 */
export default function QuickAccessPage() {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const optionsId = useId();
  const [tab, setTab] = useState<'services' | 'custom'>('services');
  const [service, setService] = useState<QuickService>('passaporte-italia');
  // The priority switch is shown to staff only (docs/product-decisions.md, decision 26): a client's
  // page makes the same codes without it. The flag itself only marks a booking for staff.
  const isAdmin = useIsAdmin();
  const [priority, setPriority] = useState(false);
  const [custom, setCustom] = useState(`${origin}/`);
  const [look, setLook] = useState<QrLook>(QR_DEFAULTS);

  const typed = customUrl(origin, custom);
  const url = tab === 'services' ? serviceUrl(origin, service, isAdmin && priority) : typed.ok ? typed.url : null;
  const customError = typed.ok ? null : t(`quickAccess.customErrors.${typed.reason}`, { origin });

  return (
    <>
      <PageHeader title={t('pages.quickAccess.title')} subtitle={t('pages.quickAccess.subtitle')} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <Tabs
                value={tab}
                onChange={(value) => {
                  if (value === 'services' || value === 'custom') setTab(value);
                }}
              >
                <Tabs.List mb="md">
                  <Tabs.Tab value="services">{t('quickAccess.tabs.services')}</Tabs.Tab>
                  <Tabs.Tab value="custom">{t('quickAccess.tabs.custom')}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="services">
                  <Stack gap="md">
                    <Select
                      label={t('quickAccess.service')}
                      data={QUICK_SERVICES.map((value) => ({ value, label: t(`quickAccess.services.${value}`) }))}
                      value={service}
                      allowDeselect={false}
                      onChange={(value) => {
                        if (isService(value)) setService(value);
                      }}
                    />
                    {isAdmin && (
                      <Switch
                        label={t('quickAccess.priority')}
                        description={t('quickAccess.priorityHint')}
                        checked={priority}
                        onChange={(event) => {
                          setPriority(event.currentTarget.checked);
                        }}
                      />
                    )}
                  </Stack>
                </Tabs.Panel>
                <Tabs.Panel value="custom">
                  <TextInput
                    label={t('quickAccess.customLabel')}
                    description={t('quickAccess.customHint')}
                    value={custom}
                    error={customError}
                    onChange={(event) => {
                      setCustom(event.currentTarget.value);
                    }}
                  />
                </Tabs.Panel>
              </Tabs>
            </Paper>
            <Paper component="section" withBorder radius="md" p="md" aria-labelledby={optionsId}>
              <Title order={2} size="h4" id={optionsId} mb="sm">
                {t('quickAccess.options')}
              </Title>
              <QrOptions look={look} onChange={setLook} />
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {url ? (
            <QrCard url={url} look={look} />
          ) : (
            <Paper withBorder radius="md" p="md">
              <Text c="dimmed">{customError}</Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
