export { AppShell } from './AppShell';
export { displayName, useShellUser, type ShellRole, type ShellUser } from './shell-user';
