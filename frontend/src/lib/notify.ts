import { notifications } from '@mantine/notifications';
import { toApiError } from './api-error';

interface ToastTexts {
  /** The title of the red toast when it fails; the server's reason is its message. */
  failedTitle: string;
  /** The green toast when it works, if any. */
  done?: { title: string; message: string };
}

/** The red toast still on screen for each kind of change, by its title. */
const failures = new Map<string, string>();

/**
 * Shows why a change failed, in place of the same change's earlier failure: one red toast per kind
 * of change, however many tries.
 */
export function showFailure(title: string, message: string, color = 'red'): void {
  clearFailure(title);
  failures.set(title, notifications.show({ color, title, message }));
}

/** Takes away the red toast of a change that has now worked: it no longer tells the truth. */
export function clearFailure(title: string): void {
  const shown = failures.get(title);
  if (shown === undefined) return;
  notifications.hide(shown);
  failures.delete(title);
}

/** Runs a change on the server and tells how it went in a toast; answers whether it worked. */
export async function changeWithToasts(change: () => Promise<unknown>, texts: ToastTexts): Promise<boolean> {
  try {
    await change();
  } catch (caught) {
    showFailure(texts.failedTitle, toApiError(caught).text);
    return false;
  }
  clearFailure(texts.failedTitle);
  if (texts.done) notifications.show({ color: 'teal', ...texts.done });
  return true;
}
