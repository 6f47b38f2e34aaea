import type { FormikProps } from 'formik';
import { getIn } from 'formik';
import { shownError } from '@/components/form';

export interface HeirValues {
  name: string;
  relationship: string;
  contact: string;
}

export interface AssetValues {
  description: string;
  type: string;
  estimatedValue: string;
  location: string;
}

export interface InventoryValues {
  deceasedName: string;
  deceasedDate: string;
  deceasedPlace: string;
  inventoryLocation: string;
  inventoryType: string;
  observations: string;
  contactPreference: string;
  heirs: HeirValues[];
  assets: AssetValues[];
}

export const EMPTY_HEIR: HeirValues = { name: '', relationship: 'child', contact: '' };
export const EMPTY_ASSET: AssetValues = { description: '', type: 'real-estate', estimatedValue: '', location: '' };

/** The spec's start: one empty heir, one empty property, extrajudicial, contact by e-mail. */
export const INVENTORY_DEFAULTS: InventoryValues = {
  deceasedName: '',
  deceasedDate: '',
  deceasedPlace: '',
  inventoryLocation: '',
  inventoryType: 'extrajudicial',
  observations: '',
  contactPreference: 'email',
  heirs: [EMPTY_HEIR],
  assets: [EMPTY_ASSET],
};

/** Binds a field inside a list ('heirs.0.name') to a Mantine input, its message as `shownError` says. */
export function itemFieldProps(formik: FormikProps<InventoryValues>, path: string) {
  const value = getIn(formik.values, path) as string;
  const field = {
    value,
    error: getIn(formik.errors, path) as unknown,
    touched: getIn(formik.touched, path) as unknown,
    initialValue: getIn(formik.initialValues, path) as unknown,
  };
  return {
    name: path,
    value,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: shownError(field, formik.submitCount),
  };
}
