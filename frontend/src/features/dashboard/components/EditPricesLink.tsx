import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** An administrator's pencil on a service card, leading to where its prices are edited. */
export function EditPricesLink({ to, label }: { to: string; label: string }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon component={Link} to={to} variant="subtle" size="lg" aria-label={label}>
        <IconPencil size={20} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}
