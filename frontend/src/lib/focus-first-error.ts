/** How long after a submit a refusal may still come (the server's answer included). */
const WATCH_MS = 8000;
/** When the refusal changes no field (the fields in error were already marked), look then. */
const SETTLE_MS = 150;

/**
 * After a form is sent and refused, the keyboard goes to the first field that says why, so a
 * keyboard or screen-reader user hears the message instead of staying on the button. And a submit
 * button that waited (disabled while loading, or hidden with its page, when the browser drops the
 * focus to the page) gets the focus back once it can be pressed again. Works for every form of the
 * portal: it watches `submit` on the document and, for a while, fields becoming `aria-invalid` (the
 * form's own check, or the server's field errors mapped onto them) and elements' `disabled` and
 * `hidden`. It never takes the focus from where the person moved it in the meantime.
 */
export function focusFirstErrorAfterSubmit(root: Document = document): () => void {
  let stopWatching: (() => void) | null = null;

  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    stopWatching?.();
    const stop = watchForFieldInError(form, root);
    stopWatching = () => {
      stop();
      stopWatching = null;
    };
  };

  // Captured: the form's own handler may stop it, and a synthetic submit may not bubble.
  root.addEventListener('submit', onSubmit, true);
  return () => {
    root.removeEventListener('submit', onSubmit, true);
    stopWatching?.();
  };
}

/**
 * For a while after something inside `container` was sent (a form, or an editor that is not one),
 * moves the focus to its first field that becomes `aria-invalid`, or gives it back to the button
 * that had it if the page took it; the same rules as after a form's submit. Answers how to stop.
 */
export function watchForFieldInError(container: Element, root: Document = document): () => void {
  const from = root.activeElement;
  // Whether the button was disabled or hidden while it had the focus: only then did the browser
  // drop the focus to the page, and only then is it given back.
  let dropped = false;

  // To a field once: after that the person is fixing it, and its message going away must not
  // send the focus on to the next one.
  const placeFocus = () => {
    const active = root.activeElement;
    if (active !== from && active !== root.body) {
      stop();
      return;
    }
    for (const field of container.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
      field.focus();
      if (root.activeElement === field) {
        stop();
        return;
      }
    }
    if (!(from instanceof HTMLElement)) return;
    if (!canTakeFocus(from)) dropped = true;
    else if (dropped && active === root.body) from.focus({ preventScroll: true });
  };
  const observer = new MutationObserver(placeFocus);
  // The whole page: a form may be hidden while it waits (the sign-in page is).
  observer.observe(root.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-invalid', 'disabled', 'hidden'],
  });
  // And new nodes in the container: a field in error may be drawn only when its section opens.
  const drawn = new MutationObserver(placeFocus);
  drawn.observe(container, { subtree: true, childList: true });
  const settle = setTimeout(placeFocus, SETTLE_MS);
  const end = setTimeout(stop, WATCH_MS);
  function stop() {
    observer.disconnect();
    drawn.disconnect();
    clearTimeout(settle);
    clearTimeout(end);
  }
  return stop;
}

function canTakeFocus(element: HTMLElement): boolean {
  return element.isConnected && !element.matches(':disabled') && element.closest('[hidden]') === null;
}
