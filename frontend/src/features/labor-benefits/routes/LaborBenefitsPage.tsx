import { Button, Paper, Stack, Tabs } from '@mantine/core';
import { IconBriefcase, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { RequestSentView } from '@/features/requests';
import { useVisitedTabs } from '@/lib/visited-tabs';
import { BenefitFaq } from '../components/BenefitFaq';
import { BenefitRequestForm } from '../components/BenefitRequestForm';
import { LaborRequestForm } from '../components/LaborRequestForm';
import '../i18n';

type Tab = 'labor' | 'benefit';

/** /labor-benefits: a labour claim or a social-security benefit, each sent to the team as a request. */
export default function LaborBenefitsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.laborBenefits.title')} subtitle={t('pages.laborBenefits.subtitle')} />
      <LaborBenefitsContent />
    </>
  );
}

/** The two forms in tabs, or what was sent. */
function LaborBenefitsContent() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('labor');
  const [sent, setSent] = useState<number | null>(null);
  const visited = useVisitedTabs(tab);

  if (sent !== null) {
    return (
      <Stack gap="md" align="center">
        <RequestSentView title={t('laborBenefits.done.title')} text={t('laborBenefits.done.text')} requestId={sent} />
        <Button
          variant="subtle"
          onClick={() => {
            setSent(null);
          }}
        >
          {t('laborBenefits.done.another')}
        </Button>
      </Stack>
    );
  }
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (value === 'labor' || value === 'benefit') setTab(value);
      }}
    >
      <Tabs.List aria-label={t('laborBenefits.tabs.label')} mb="md">
        <Tabs.Tab value="labor" leftSection={<IconBriefcase size={16} aria-hidden="true" />}>
          {t('laborBenefits.tabs.labor')}
        </Tabs.Tab>
        <Tabs.Tab value="benefit" leftSection={<IconShieldCheck size={16} aria-hidden="true" />}>
          {t('laborBenefits.tabs.benefit')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="labor">
        <Paper withBorder radius="md" p="lg">
          {visited.has('labor') && <LaborRequestForm onSent={setSent} />}
        </Paper>
      </Tabs.Panel>
      <Tabs.Panel value="benefit">
        {visited.has('benefit') && (
          <Stack gap="xl">
            <Paper withBorder radius="md" p="lg">
              <BenefitRequestForm onSent={setSent} />
            </Paper>
            <BenefitFaq />
          </Stack>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
