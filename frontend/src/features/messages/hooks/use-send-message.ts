import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formRefusal } from '@/components/form';
import { toApiError } from '@/lib/api-error';
import { useSendMessageMutation } from '../api';
import type { NewMessage } from '../types';
import '../i18n';

type SetFieldError = (field: string, message: string) => void;

/**
 * Sends a message and says how it went in a toast. The server's messages for fields the form
 * shows go under those fields; any other goes into the toast. Resolves to whether it was sent.
 */
export function useSendMessage() {
  const { t } = useTranslation();
  const [sendMessage, { isLoading }] = useSendMessageMutation();

  const send = useCallback(
    async (message: NewMessage, formFields: readonly string[], setFieldError: SetFieldError) => {
      try {
        await sendMessage(message).unwrap();
      } catch (caught) {
        const error = toApiError(caught);
        const refusal = formRefusal(Object.fromEntries(formFields.map((field) => [field, ''])), error);
        for (const [field, text] of Object.entries(refusal.errors)) setFieldError(field, String(text));
        const otherFieldMessages = Object.entries(error.fieldErrors)
          .filter(([field]) => !formFields.includes(field))
          .map(([, text]) => text);
        notifications.show({
          color: 'red',
          title: t('messages.sent.errorTitle'),
          message: [refusal.message, ...otherFieldMessages].join(' · '),
        });
        return false;
      }
      notifications.show({ color: 'green', title: t('messages.sent.title'), message: t('messages.sent.message') });
      return true;
    },
    [sendMessage, t],
  );

  return { send, isSending: isLoading };
}
