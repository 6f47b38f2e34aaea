/**
 * A control that waits while its change is saved ('Assumir', 'Aprovar', 'Salvar rascunho', a status
 * select: Mantine disables a button while it is `loading`) loses the focus, and the browser drops
 * it to the page: a keyboard or screen-reader user would start again from the top. Once the control
 * can be used again, the focus goes back to it, unless the person has moved it in the meantime.
 * Works for every control of the portal: it follows the focus and watches `disabled`. (After a
 * form is sent, `focusFirstErrorAfterSubmit` moves the focus on to a field in error, and gives it
 * back to a send button hidden with its page while it waited.)
 */
export function returnFocusToWaitingControls(root: Document = document): () => void {
  let focused: Element | null = null;
  let waiting: HTMLElement | null = null;

  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null;
    waiting = null;
  };
  const dropped = () => root.activeElement === null || root.activeElement === root.body;

  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      if (target !== focused || !(target instanceof HTMLElement)) continue;
      if (target.matches(':disabled')) {
        if (dropped() || root.activeElement === target) waiting = target;
      } else if (waiting === target) {
        waiting = null;
        if (dropped() && target.isConnected) target.focus({ preventScroll: true });
      }
    }
  });
  observer.observe(root.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  root.addEventListener('focusin', onFocusIn, true);
  return () => {
    observer.disconnect();
    root.removeEventListener('focusin', onFocusIn, true);
  };
}
