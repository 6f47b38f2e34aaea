import { notifications } from '@mantine/notifications';
import { toApiError } from './api-error';

interface ToastTexts {
  /** The title of the red toast when it fails; the server's reason is its message. */
  failedTitle: string;
  /** The green toast when it works, if any. */
  done?: { title: string; message: string };
}

/** Runs a change on the server and tells how it went in a toast; answers whether it worked. */
export async function changeWithToasts(change: () => Promise<unknown>, texts: ToastTexts): Promise<boolean> {
  try {
    await change();
  } catch (caught) {
    notifications.show({ color: 'red', title: texts.failedTitle, message: toApiError(caught).text });
    return false;
  }
  if (texts.done) notifications.show({ color: 'teal', ...texts.done });
  return true;
}
