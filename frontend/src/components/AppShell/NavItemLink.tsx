import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router-dom';
import { useNavBadges } from './nav-badges';
import type { NavItem } from './navigation';

interface NavItemLinkProps {
  item: NavItem;
  onNavigate?: () => void;
}

export function NavItemLink({ item, onNavigate }: NavItemLinkProps) {
  const { t } = useTranslation();
  const active = useMatch({ path: item.to, end: false }) !== null;
  const Icon = item.icon;
  const { badge } = useNavBadges();

  return (
    <NavLink
      component={Link}
      to={item.to}
      label={t(`navigation.items.${item.key}`)}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden="true" />}
      rightSection={badge(item.key)}
      active={active}
      py={6}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}
