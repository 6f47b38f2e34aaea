import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';

type FormSubmitButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'type'>;

/**
 * The button that sends its form. Pressing it takes the focus from the field being typed, and the
 * field may then show its message and push the button down before the mouse is released: the
 * browser sees a press and a release on two different things and clicks neither. A release where
 * the button stood when pressed is taken as the click it was meant to be (a release moved away
 * from that place still cancels, as with any button).
 */
export function FormSubmitButton({ onMouseDown, ...props }: FormSubmitButtonProps) {
  return (
    <Button
      type="submit"
      onMouseDown={(event) => {
        sendIfMovedWhilePressed(event);
        onMouseDown?.(event);
      }}
      {...props}
    />
  );
}

function sendIfMovedWhilePressed(event: MouseEvent<HTMLButtonElement>) {
  if (event.button !== 0) return;
  const button = event.currentTarget;
  const pressedOn = button.getBoundingClientRect();
  const onRelease = (release: globalThis.MouseEvent) => {
    if (release.button !== 0) return;
    const stoodThere =
      release.clientX >= pressedOn.left &&
      release.clientX <= pressedOn.right &&
      release.clientY >= pressedOn.top &&
      release.clientY <= pressedOn.bottom;
    const missed = !(release.target instanceof Node && button.contains(release.target));
    if (stoodThere && missed && button.isConnected && !button.disabled) button.form?.requestSubmit(button);
  };
  button.ownerDocument.addEventListener('mouseup', onRelease, { once: true, capture: true });
}
