import { notifications } from '@mantine/notifications';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formRefusal } from '@/components/form';
import { toApiError } from '@/lib/api-error';
import { usePriorityLink } from '@/lib/priority-link';
import { useSubmitRequestMutation } from '../api';
import type { RequestForm, ServiceRequest } from '../types';
import '../i18n';

/**
 * Sending a service request from a page's form: the vault documents chosen to attach (`documents`,
 * for `VaultDocumentPicker`), the
 * server's field messages put under the form's fields, a toast either way. `send` answers
 * the stored request's id, or `null` when it was not stored. A page opened from a priority quick-access link
 * (`priority=true`) sends its request as priority; `priority` says so, for the page to show.
 */
export function useSendRequest() {
  const { t } = useTranslation();
  const [submitRequest] = useSubmitRequestMutation();
  const priority = usePriorityLink();
  const [documentIds, setDocumentIds] = useState<number[]>([]);
  const [documentsError, setDocumentsError] = useState<string | null>(null);

  async function send<V extends object>(
    form: RequestForm,
    values: V,
    helpers: FormikHelpers<V>,
    sentText: string,
  ): Promise<number | null> {
    let stored: ServiceRequest;
    try {
      stored = await submitRequest({ ...form, documentIds, ...(priority ? { priority } : {}) }).unwrap();
    } catch (caught) {
      const error = toApiError(caught);
      const refusal = formRefusal(values, error);
      helpers.setErrors(refusal.errors);
      setDocumentsError(error.fieldErrors.documentIds ?? null);
      notifications.show({ color: 'red', title: t('requests.send.failedTitle'), message: refusal.message });
      return null;
    }
    notifications.show({ color: 'teal', title: t('requests.send.doneToast'), message: sentText });
    return stored.id;
  }

  /** The vault picker's props: the chosen documents and why the server refused them. */
  const documents = { chosen: documentIds, onChange: setDocumentIds, error: documentsError };
  return { send, documents, priority };
}
