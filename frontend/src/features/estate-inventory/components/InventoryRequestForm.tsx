import { Paper, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import { FormSendButton, LONG_TEXT_MAX, textField } from '@/components/form';
import { today } from '@/features/appointments';
import { amountField, useSendRequest, VaultDocumentPicker } from '@/features/requests';
import { BasicInfoFields } from './BasicInfoFields';
import { INVENTORY_DEFAULTS, type InventoryValues } from './inventory-values';
import { AssetFields, HeirFields } from './ListFields';
import '../i18n';

type Tab = 'basic' | 'heirs' | 'assets';
const TABS: Tab[] = ['basic', 'heirs', 'assets'];
const TABS_ID = 'inventory-tabs';

/** The tabs holding a field with a message, in their order. */
function tabsWithErrors(errors: object): Tab[] {
  const fields: Record<Tab, string[]> = {
    basic: ['deceasedName', 'deceasedDate', 'deceasedPlace', 'inventoryLocation', 'observations'],
    heirs: ['heirs'],
    assets: ['assets'],
  };
  return TABS.filter((known) => fields[known].some((field) => field in errors));
}

/** The inventory in three tabs (the deceased, the heirs, the assets and documents) and 'Solicitar Orçamento'. */
export function InventoryRequestForm({ onSent }: { onSent: (requestId: number) => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('basic');
  // The tab a refused send opened: once it shows, the keyboard goes to its first field in error
  // (the field it was on may be in the tab just hidden).
  const openedForErrors = useRef<Tab | null>(null);
  useEffect(() => {
    if (openedForErrors.current !== tab) return;
    openedForErrors.current = null;
    document.getElementById(`${TABS_ID}-panel-${tab}`)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tab]);
  const { send, documents } = useSendRequest();
  const schema = useMemo(
    () =>
      Yup.object({
        deceasedName: textField(t).trim().required(t('inventory.basic.deceasedRequired')),
        deceasedDate: Yup.string().test(
          'not-after-today',
          t('inventory.basic.deceasedDateFuture'),
          (day) => !day || day <= today(),
        ),
        deceasedPlace: textField(t),
        inventoryLocation: textField(t),
        observations: textField(t, LONG_TEXT_MAX),
        heirs: Yup.array().of(
          Yup.object({
            name: textField(t).trim().required(t('inventory.heirs.nameRequired')),
            contact: textField(t),
          }),
        ),
        assets: Yup.array().of(
          Yup.object({
            description: textField(t).trim().required(t('inventory.assets.descriptionRequired')),
            estimatedValue: amountField(t),
            location: textField(t),
          }),
        ),
      }),
    [t],
  );
  const formik = useFormik<InventoryValues>({
    initialValues: INVENTORY_DEFAULTS,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const stored = await send({ kind: 'inventory', ...values }, values, helpers, t('inventory.done.text'));
      if (stored !== null) onSent(stored);
    },
  });
  const { isSubmitting } = formik;
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    formik.handleSubmit(event);
    void formik.validateForm().then((errors) => {
      const [first] = tabsWithErrors(errors);
      if (!first) return;
      if (first !== tab) openedForErrors.current = first;
      setTab(first);
      // On a phone the tabs scroll sideways: the one just opened is brought into sight.
      document.getElementById(`${TABS_ID}-tab-${first}`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
  };
  // After a send was tried, each tab with a message says so, so none is missed behind another.
  const marked = formik.submitCount > 0 ? tabsWithErrors(formik.errors) : [];

  return (
    <form onSubmit={submit} noValidate aria-label={t('pages.estateInventory.title')}>
      <Stack gap="md">
        <Tabs
          id={TABS_ID}
          value={tab}
          onChange={(value) => {
            const chosen = TABS.find((known) => known === value);
            if (chosen) setTab(chosen);
          }}
        >
          <Tabs.List aria-label={t('inventory.tabs.label')} mb="md">
            {TABS.map((known) => (
              <Tabs.Tab
                key={known}
                value={known}
                color={marked.includes(known) ? 'red' : undefined}
                rightSection={
                  marked.includes(known) ? (
                    <IconAlertCircle size={16} color="var(--mantine-color-red-7)" aria-hidden="true" />
                  ) : undefined
                }
              >
                {t(`inventory.tabs.${known}`)}
                {marked.includes(known) && <VisuallyHidden>{t('inventory.tabs.hasErrors')}</VisuallyHidden>}
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
