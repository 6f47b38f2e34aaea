import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormDayField, FormSelectField, FormTextareaField, FormTextField, LONG_TEXT_MAX } from '@/components/form';
import type { InventoryValues } from './inventory-values';
import '../i18n';

const NOTES_ROWS = 4;

/** The deceased and the inventory: only the name is required. */
export function BasicInfoFields({ formik }: { formik: FormikProps<InventoryValues> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('inventory.basic.intro')}</Text>
      <FormTextField formik={formik} name="deceasedName" label={t('inventory.basic.deceasedName')} required />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormDayField formik={formik} name="deceasedDate" label={t('inventory.basic.deceasedDate')} />
        <FormTextField formik={formik} name="deceasedPlace" label={t('inventory.basic.deceasedPlace')} />
        <FormTextField formik={formik} name="inventoryLocation" label={t('inventory.basic.inventoryLocation')} />
        <FormSelectField
          formik={formik}
          name="inventoryType"
          label={t('inventory.basic.inventoryType')}
          options={t('inventory.basic.inventoryTypes', { returnObjects: true })}
        />
      </SimpleGrid>
      <FormTextareaField
        formik={formik}
        name="observations"
        maxChars={LONG_TEXT_MAX}
        label={t('inventory.basic.observations')}
        placeholder={t('inventory.basic.observationsPlaceholder')}
        rows={NOTES_ROWS}
      />
      <FormSelectField
        formik={formik}
        name="contactPreference"
        label={t('inventory.basic.contactPreference')}
        options={t('inventory.basic.contacts', { returnObjects: true })}
      />
    </Stack>
  );
}
