import { Paper, Stack, ThemeIcon, type MantineSpacing, type ThemeIconProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface IconPanelProps {
  /** The icon, sized to sit in its round badge. */
  icon: ReactNode;
  iconSize: number;
  iconVariant: ThemeIconProps['variant'];
  gap: MantineSpacing;
  /** The words under the icon. */
  children: ReactNode;
}

/** A framed, centred notice under a round icon: an empty list, a part still to come. */
export function IconPanel({ icon, iconSize, iconVariant, gap, children }: IconPanelProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap={gap}>
        <ThemeIcon size={iconSize} radius="xl" variant={iconVariant} aria-hidden="true">
          {icon}
        </ThemeIcon>
        {children}
      </Stack>
    </Paper>
  );
}
