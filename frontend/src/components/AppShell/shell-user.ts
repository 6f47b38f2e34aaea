import { createContext, useContext } from 'react';

export type ShellRole = 'admin' | 'user';

/** What the shell shows of the signed-in user. */
export interface ShellUser {
  username: string;
  fullName?: string | null;
  email: string;
  role: ShellRole;
}

export function displayName(user: ShellUser): string {
  return user.fullName?.trim() || user.username;
}

export const ShellUserContext = createContext<ShellUser | null>(null);

/** The signed-in user shown by the shell, or null outside it. */
export function useShellUser(): ShellUser | null {
  return useContext(ShellUserContext);
}
