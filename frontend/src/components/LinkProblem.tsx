import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A refusal in words on a page a mail's link opens: why the link or its change did not work. */
export function LinkProblem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertTriangle aria-hidden="true" />}
      // The red title on the tinted background is too faint; the icon and border keep the red.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {children}
    </Alert>
  );
}
