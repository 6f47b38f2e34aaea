import type { ButtonProps } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormSubmitButton } from './FormSubmitButton';

interface FormSendButtonProps extends Omit<ButtonProps, 'loading' | 'leftSection'> {
  /** The form is on its way: the button waits. */
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** The button that sends a form (a request, a reply) with the send icon before its words. */
export function FormSendButton({ busy, children, ...props }: FormSendButtonProps) {
  return (
    <FormSubmitButton loading={busy} leftSection={<IconSend size={18} aria-hidden="true" />} {...props}>
      {children}
    </FormSubmitButton>
  );
}
