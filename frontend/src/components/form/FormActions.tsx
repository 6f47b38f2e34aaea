import { Button, Group, type MantineColor, type MantineSpacing } from '@mantine/core';

export interface FormActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** The form is on its way: the submit button waits and cancelling is held back. */
  busy?: boolean;
  /** Shown on the submit button while busy instead of a spinner (a text the page promises). */
  busyLabel?: string;
  /** The submit button cannot be pressed (for example, a change the person may not make). */
  disabled?: boolean;
  /** The submit button's colour: red for a change that removes or turns something off. */
  color?: MantineColor;
  mt?: MantineSpacing;
}

/** The end of a form in a dialog: Cancelar, then the button that sends it. */
export function FormActions({ busy = false, busyLabel, ...props }: FormActionsProps) {
  const showBusyLabel = busy && busyLabel !== undefined;
  return (
    <Group justify="flex-end" gap="sm" mt={props.mt}>
      <Button variant="default" onClick={props.onCancel} disabled={busy}>
        {props.cancelLabel}
      </Button>
      <Button
        type="submit"
        color={props.color}
        loading={busy && !showBusyLabel}
        disabled={(props.disabled ?? false) || showBusyLabel}
      >
        {showBusyLabel ? busyLabel : props.submitLabel}
      </Button>
    </Group>
  );
}
