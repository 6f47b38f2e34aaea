import { notifications } from '@mantine/notifications';
import { toApiError } from './api-error';

interface ToastTexts {
  /** The title of the red toast when it fails; the server's reason is its message. */
  failedTitle: string;
  /** The green toast when it works, if any. */
  done?: { title: string; message: string };
  /** Which change this is, when changes of one kind share a title (see `showFailure`). */
  key?: string;
}

/** The red toast still on screen for each change, by its key. */
const failures = new Map<string, string>();

/**
 * Shows why a change failed, in place of the same change's earlier failure: one red toast per
 * change, however many tries. `key` names the change (by default its title), so that the success
 * of one change takes away only its own failure, not another's of the same title.
 */
export function showFailure(title: string, message: string, key: string = title): void {
  clearFailure(key);
  failures.set(key, notifications.show({ color: 'red', title, message }));
}

/** Takes away the red toast of a change that has now worked: it no longer tells the truth. */
export function clearFailure(key: string): void {
  const shown = failures.get(key);
  if (shown === undefined) return;
  notifications.hide(shown);
  failures.delete(key);
}

/** Runs a change on the server and tells how it went in a toast; answers whether it worked. */
export async function changeWithToasts(change: () => Promise<unknown>, texts: ToastTexts): Promise<boolean> {
  try {
    await change();
  } catch (caught) {
    showFailure(texts.failedTitle, toApiError(caught).message, texts.key);
    return false;
  }
  clearFailure(texts.key ?? texts.failedTitle);
  if (texts.done) notifications.show({ color: 'teal', ...texts.done });
  return true;
}
