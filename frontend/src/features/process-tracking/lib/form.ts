import type { TFunction } from 'i18next';
import { object, string } from 'yup';
import type { Case, CaseForm } from '../types';
import '../i18n';

/** The editor's values, as its inputs hold them. */
export interface CaseValues {
  userId: string;
  type: string;
  country: string;
  protocol: string;
  status: string;
  progress: string;
  startDate: string;
  estimatedEndDate: string;
  notes: string;
}

export function emptyCaseValues(today: string): CaseValues {
  return {
    userId: '',
    type: '',
    country: '',
    protocol: '',
    status: 'in_progress',
    progress: '0',
    startDate: today,
    estimatedEndDate: '',
    notes: '',
  };
}

export function valuesOf(item: Case): CaseValues {
  return {
    userId: String(item.userId),
    type: item.type,
    country: item.country,
    protocol: item.protocol,
    status: item.status,
    progress: String(item.progress),
    startDate: item.startDate,
    estimatedEndDate: item.estimatedEndDate ?? '',
    notes: item.notes,
  };
}

/** The body the server reads; it checks everything again. */
export function bodyOf(values: CaseValues): CaseForm {
  return {
    userId: values.userId ? Number(values.userId) : null,
    type: values.type,
    country: values.country,
    protocol: values.protocol,
    status: values.status,
    progress: Number(values.progress),
    startDate: values.startDate,
    estimatedEndDate: values.estimatedEndDate || null,
    notes: values.notes,
  };
}

/** The server's rules, checked before sending so that mistakes show at once. */
export function caseSchema(t: TFunction, opening: boolean) {
  return object({
    userId: opening ? string().required(t('processTracking.form.clientRequired')) : string(),
    type: string().required(t('processTracking.form.typeRequired')),
    country: string().trim().required(t('processTracking.form.countryRequired')),
    // A typed '12,5' is said to be a fraction, not taken as 125 or as out of range; empty is not 0.
    progress: string()
      .test('whole', t('processTracking.form.progressWhole'), (value) => /^\s*-?\d+\s*$/.test(value ?? ''))
      .test('range', t('processTracking.form.progressRange'), (value) => {
        const number = Number(value);
        return Number.isInteger(number) && number >= 0 && number <= 100;
      }),
    startDate: string().required(t('processTracking.form.startRequired')),
    estimatedEndDate: string().test('after-start', t('processTracking.form.endBeforeStart'), function check(value) {
      const start = (this.parent as CaseValues).startDate;
      return !value || !start || value >= start;
    }),
  });
}
