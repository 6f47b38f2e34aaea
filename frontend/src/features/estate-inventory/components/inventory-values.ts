import type { FormikProps } from 'formik';
import { getIn } from 'formik';

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

/** Binds a field inside a list ('heirs.0.name') to a Mantine input, with its message once visited. */
export function itemFieldProps(formik: FormikProps<InventoryValues>, path: string) {
  const error: unknown = getIn(formik.touched, path) ? getIn(formik.errors, path) : undefined;
  return {
    name: path,
    value: getIn(formik.values, path) as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: typeof error === 'string' ? error : undefined,
  };
}
