export { AppShell } from './AppShell';
export type { NavBadges } from './nav-badges';
export { displayName, useShellUser, type ShellRole, type ShellUser } from './shell-user';
