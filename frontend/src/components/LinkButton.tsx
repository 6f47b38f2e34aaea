import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface LinkButtonProps extends Omit<ButtonProps, 'leftSection'> {
  to: string;
  /** Drawn before the words, hidden from screen readers (the words name the place). */
  icon?: Icon;
  iconSize?: number;
  children: ReactNode;
}

/** A button that goes to another page of the portal, with an optional icon before its words. */
export function LinkButton({ to, icon: IconComponent, iconSize = 18, children, ...rest }: LinkButtonProps) {
  return (
    <Button
      component={Link}
      to={to}
      leftSection={IconComponent && <IconComponent size={iconSize} aria-hidden="true" />}
      {...rest}
    >
      {children}
    </Button>
  );
}
