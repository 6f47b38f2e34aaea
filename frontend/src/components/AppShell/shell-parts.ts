import { lazyNamed } from '@/lib/lazy-named';
import { isScreenFrom } from '@/lib/screen-width';

// The sidebar (wide screens) and the side menu (phones) come in chunks of their own, with what they
// draw (scroll area, drawer, focus trap, theme switch): a phone never downloads the sidebar, and
// downloads its menu when someone reaches for it (docs/performance.md).
const loadSidebar = () => import('./Sidebar');
const loadMobileMenu = () => import('./MobileMenu');

export const Sidebar = lazyNamed(loadSidebar, 'Sidebar');
export const MobileMenu = lazyNamed(loadMobileMenu, 'MobileMenu');

/** Starts downloading the side menu; a failure is left to the menu's own render. */
export function preloadMobileMenu() {
  void loadMobileMenu().catch(() => undefined);
}

/** The shell's navigation this screen draws, asked for with the shell itself (routes.tsx). */
export function loadShellNavigation(): Promise<unknown> {
  return isScreenFrom('sm') ? loadSidebar() : Promise.resolve();
}
