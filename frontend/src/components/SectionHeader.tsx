import { Button, Group, Title, type ButtonProps, type MantineSpacing } from '@mantine/core';
import { Link } from 'react-router-dom';

interface SectionHeaderProps {
  title: string;
  /** For the section (or table) the heading names. */
  titleId?: string;
  /** A quiet link at the other end of the row, to the page the section comes from or leads to. */
  link: { to: string; label: string } & Pick<ButtonProps, 'leftSection' | 'rightSection'>;
  mb?: MantineSpacing;
}

/**
 * A section's heading with a link beside it. On a narrow screen the heading wraps rather than the
 * link: a link wrapped under it would stand off the heading's edge by its own padding.
 */
export function SectionHeader({ title, titleId, link: { to, label, ...icons }, mb }: SectionHeaderProps) {
  return (
    <Group justify="space-between" mb={mb} gap="sm" wrap="nowrap">
      <Title order={2} size="h3" id={titleId} miw={0}>
        {title}
      </Title>
      <Button component={Link} to={to} variant="subtle" flex="none" {...icons}>
        {label}
      </Button>
    </Group>
  );
}
