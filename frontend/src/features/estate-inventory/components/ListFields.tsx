import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { EMPTY_ASSET, EMPTY_HEIR, itemFieldProps, type InventoryValues } from './inventory-values';
import { ItemList } from './ItemList';
import '../i18n';

function options(labels: Record<string, string>) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** The heirs: name (required), relationship and contact; at least one stays. */
export function HeirFields({ formik }: { formik: FormikProps<InventoryValues> }) {
  const { t } = useTranslation();
  return (
    <ItemList
      items={formik.values.heirs}
      itemTitle={(number) => t('inventory.heirs.item', { number })}
      removeLabel={(number) => t('inventory.heirs.remove', { number })}
      addLabel={t('inventory.heirs.add')}
      lastOneText={t('inventory.heirs.lastOne')}
      empty={EMPTY_HEIR}
      onChange={(heirs) => void formik.setFieldValue('heirs', heirs)}
      renderItem={(index) => (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('inventory.heirs.name')}
            withAsterisk
            {...itemFieldProps(formik, `heirs.${String(index)}.name`)}
          />
          <NativeSelect
            label={t('inventory.heirs.relationship')}
            data={options(t('inventory.heirs.relationships', { returnObjects: true }))}
            {...itemFieldProps(formik, `heirs.${String(index)}.relationship`)}
          />
          <TextInput
            label={t('inventory.heirs.contact')}
            {...itemFieldProps(formik, `heirs.${String(index)}.contact`)}
          />
        </SimpleGrid>
      )}
    />
  );
}

/** The assets: description (required), type, estimated value and location; at least one stays. */
export function AssetFields({ formik }: { formik: FormikProps<InventoryValues> }) {
  const { t } = useTranslation();
  return (
    <ItemList
      items={formik.values.assets}
      itemTitle={(number) => t('inventory.assets.item', { number })}
      removeLabel={(number) => t('inventory.assets.remove', { number })}
      addLabel={t('inventory.assets.add')}
      lastOneText={t('inventory.assets.lastOne')}
      empty={EMPTY_ASSET}
      onChange={(assets) => void formik.setFieldValue('assets', assets)}
      renderItem={(index) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('inventory.assets.description')}
            placeholder={t('inventory.assets.descriptionPlaceholder')}
            withAsterisk
            {...itemFieldProps(formik, `assets.${String(index)}.description`)}
          />
          <NativeSelect
            label={t('inventory.assets.type')}
            data={options(t('inventory.assets.types', { returnObjects: true }))}
            {...itemFieldProps(formik, `assets.${String(index)}.type`)}
          />
          <TextInput
            label={t('inventory.assets.estimatedValue')}
            placeholder={t('inventory.assets.estimatedValuePlaceholder')}
            {...itemFieldProps(formik, `assets.${String(index)}.estimatedValue`)}
          />
          <TextInput
            label={t('inventory.assets.location')}
            {...itemFieldProps(formik, `assets.${String(index)}.location`)}
          />
        </SimpleGrid>
      )}
    />
  );
}
