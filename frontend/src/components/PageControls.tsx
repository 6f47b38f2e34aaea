import { Group, Pagination, type GroupProps, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PageControlsProps {
  /** The landmark's name: which list these are the pages of. */
  label: string;
  total: number;
  value: number;
  onChange: (page: number) => void;
  size?: MantineSize;
  justify?: GroupProps['justify'];
}

/**
 * The pages under a list: a navigation landmark in which every page and arrow says what it does
 * (Mantine marks the current page with aria-current).
 */
export function PageControls({ label, total, value, onChange, size, justify }: PageControlsProps) {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={label} justify={justify}>
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        size={size}
        getItemProps={(page) => ({ 'aria-label': t('common.pagination.page', { page }) })}
        getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
      />
    </Group>
  );
}
