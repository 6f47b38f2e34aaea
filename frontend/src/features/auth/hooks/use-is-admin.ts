import { useGetCurrentUserQuery } from '../api';

/**
 * Whether the signed-in user is an administrator, to show or hide admin controls. The server
 * decides for itself on every call (docs/product-decisions.md, decision 3); this only keeps the screen honest.
 */
export function useIsAdmin(): boolean {
  const { data: user } = useGetCurrentUserQuery();
  // An admin who must first turn on the second factor acts, until then, on their own account only.
  return user?.role === 'admin' && !user.twoFactorSetupRequired;
}
