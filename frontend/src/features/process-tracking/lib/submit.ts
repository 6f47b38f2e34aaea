import { notifications } from '@mantine/notifications';
import type { FormikHelpers } from 'formik';
import { formRefusal } from '@/components/form';
import { toApiError } from '@/lib/api-error';

interface SubmitTexts {
  failedTitle: string;
  done: { title: string; message: string };
}

/**
 * Sends a form: the server's field messages go under their fields and its reason into a red
 * toast; success says so in a green one. Answers whether it worked.
 */
export async function submitWithFieldErrors<V extends object>(
  values: V,
  helpers: FormikHelpers<V>,
  send: () => Promise<unknown>,
  texts: SubmitTexts,
): Promise<boolean> {
  try {
    await send();
  } catch (caught) {
    const refusal = formRefusal(values, toApiError(caught));
    helpers.setErrors(refusal.errors);
    notifications.show({ color: 'red', title: texts.failedTitle, message: refusal.message });
    return false;
  }
  notifications.show({ color: 'green', ...texts.done });
  return true;
}
