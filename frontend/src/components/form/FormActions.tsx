import { Box, Button, Group, Text, type MantineColor, type MantineSpacing } from '@mantine/core';
import { useTallScreen } from '@/lib/screen-width';
import { FormSubmitButton } from './FormSubmitButton';

export interface FormActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** The form is on its way: the submit button waits and cancelling is held back. */
  busy?: boolean;
  /** Shown on the submit button while busy instead of a spinner (a text the page promises). */
  busyLabel?: string;
  /** Said under the buttons while busy, to screen readers too (for a send that may take a while). */
  busyStatus?: string;
  /** The submit button cannot be pressed (for example, a change the person may not make). */
  disabled?: boolean;
  /** The submit button's colour: red for a change that removes or turns something off. */
  color?: MantineColor;
  mt?: MantineSpacing;
  /**
   * Stays in sight at the dialog's foot while a long form scrolls under it, where the screen is
   * tall enough (`TALL_SCREEN`): on a phone held sideways it would hide the form.
   */
  sticky?: boolean;
}

/**
 * What a dialog whose form ends in sticky actions keeps clear at the top of its scrolling content (the
 * dialog's own sticky title) and at its foot (the actions, with their busy status), so that a field
 * reached with Tab or Shift+Tab scrolls into sight between them.
 */
export const STICKY_ACTIONS_SCROLL_PADDING = { scrollPaddingTop: '4.5rem', scrollPaddingBottom: '6rem' };

/** The end of a form in a dialog: Cancelar, then the button that sends it. */
export function FormActions({
  busy = false,
  busyLabel,
  busyStatus,
  sticky: wanted = false,
  ...props
}: FormActionsProps) {
  const sticky = useTallScreen() && wanted;
  const showBusyLabel = busy && busyLabel !== undefined;
  const buttons = (
    <Group justify="flex-end" gap="sm" mt={sticky ? undefined : props.mt}>
      <Button variant="default" onClick={props.onCancel} disabled={busy}>
        {props.cancelLabel}
      </Button>
      <FormSubmitButton
        color={props.color}
        loading={busy && !showBusyLabel}
        loaderProps={{ 'aria-hidden': true }}
        disabled={(props.disabled ?? false) || showBusyLabel}
      >
        {showBusyLabel ? busyLabel : props.submitLabel}
      </FormSubmitButton>
    </Group>
  );
  // The live region is there before it speaks: one added already filled is often not read.
  const status = busyStatus !== undefined && (
    <Text size="sm" c="dimmed" ta="right" mt={busy ? 'xs' : 0} role="status">
      {busy ? busyStatus : ''}
    </Text>
  );
  if (!sticky)
    return (
      <>
        {buttons}
        {status}
      </>
    );
  return (
    <Box
      pos="sticky"
      bottom={0}
      mt={props.mt}
      py="sm"
      bg="var(--mantine-color-body)"
      style={{ zIndex: 1, borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      {buttons}
      {status}
    </Box>
  );
}
