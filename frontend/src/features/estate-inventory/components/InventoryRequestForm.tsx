import { Paper, Stack, Tabs, Text } from '@mantine/core';
import { useFormik } from 'formik';
import { useMemo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import { FormSendButton } from '@/components/form';
import { today } from '@/features/appointments';
import { useSendRequest, VaultDocumentPicker } from '@/features/requests';
import { BasicInfoFields } from './BasicInfoFields';
import { INVENTORY_DEFAULTS, type InventoryValues } from './inventory-values';
import { AssetFields, HeirFields } from './ListFields';
import '../i18n';

type Tab = 'basic' | 'heirs' | 'assets';
const TABS: Tab[] = ['basic', 'heirs', 'assets'];

/** The tab holding the first field with a message, to show it after a refused send. */
function tabWithError(errors: object): Tab | null {
  if ('deceasedName' in errors || 'deceasedDate' in errors) return 'basic';
  if ('heirs' in errors) return 'heirs';
  if ('assets' in errors) return 'assets';
  return null;
}

/** The inventory in three tabs (the deceased, the heirs, the assets and documents) and 'Solicitar Orçamento'. */
export function InventoryRequestForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('basic');
  const { send, documents } = useSendRequest();
  const schema = useMemo(
    () =>
      Yup.object({
        deceasedName: Yup.string().trim().required(t('inventory.basic.deceasedRequired')),
        deceasedDate: Yup.string().test(
          'not-after-today',
          t('inventory.basic.deceasedDateFuture'),
          (day) => !day || day <= today(),
        ),
        heirs: Yup.array().of(Yup.object({ name: Yup.string().trim().required(t('inventory.heirs.nameRequired')) })),
        assets: Yup.array().of(
          Yup.object({ description: Yup.string().trim().required(t('inventory.assets.descriptionRequired')) }),
        ),
      }),
    [t],
  );
  const formik = useFormik<InventoryValues>({
    initialValues: INVENTORY_DEFAULTS,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      if (await send({ kind: 'inventory', ...values }, values, helpers, t('inventory.done.text'))) onSent();
    },
  });
  const { isSubmitting } = formik;
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    formik.handleSubmit(event);
    void formik.validateForm().then((errors) => {
      const withError = tabWithError(errors);
      if (withError) setTab(withError);
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('pages.estateInventory.title')}>
      <Stack gap="md">
        <Tabs
          value={tab}
          onChange={(value) => {
            const chosen = TABS.find((known) => known === value);
            if (chosen) setTab(chosen);
          }}
        >
          <Tabs.List aria-label={t('inventory.tabs.label')} mb="md">
            {TABS.map((known) => (
              <Tabs.Tab key={known} value={known}>
                {t(`inventory.tabs.${known}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Paper withBorder radius="md" p="lg">
            <Tabs.Panel value="basic">
              <BasicInfoFields formik={formik} />
            </Tabs.Panel>
            <Tabs.Panel value="heirs">
              <Stack gap="md">
                <Text c="dimmed">{t('inventory.heirs.intro')}</Text>
                <HeirFields formik={formik} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="assets">
              <Stack gap="lg">
                <Text c="dimmed">{t('inventory.assets.intro')}</Text>
                <AssetFields formik={formik} />
                <VaultDocumentPicker {...documents} />
              </Stack>
            </Tabs.Panel>
          </Paper>
        </Tabs>
        <FormSendButton busy={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('inventory.submit')}
        </FormSendButton>
        <Text size="sm" c="dimmed">
          {t('inventory.promise')}
        </Text>
      </Stack>
    </form>
  );
}
