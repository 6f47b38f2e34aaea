import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { NavItemKey } from './navigation';

/**
 * What the app shows on its menu entries (the unread messages). The app passes it in, so this
 * shared shell does not depend on the features that count things.
 */
export interface NavBadges {
  /** Beside a menu entry's label. */
  badge: (key: NavItemKey) => ReactNode;
  /** Around the icon of a bottom-bar entry. */
  indicator: (key: NavItemKey, icon: ReactElement) => ReactNode;
}

export const noNavBadges: NavBadges = { badge: () => undefined, indicator: (_key, icon) => icon };

export const NavBadgesContext = createContext<NavBadges>(noNavBadges);

export function useNavBadges(): NavBadges {
  return useContext(NavBadgesContext);
}
