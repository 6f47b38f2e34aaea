import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';

/** The admin's price pencil: an icon button named for what it edits. */
export function PencilButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" size="lg" aria-label={label} onClick={onClick}>
        <IconPencil size={20} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}
