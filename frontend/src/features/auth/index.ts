export { useGetCurrentUserQuery } from './api';
export { RedirectIfSignedIn } from './components/RedirectIfSignedIn';
export { RequireAdmin } from './components/RequireAdmin';
export { RequireAuth } from './components/RequireAuth';
export { RootRedirect } from './components/RootRedirect';
export { useIsAdmin } from './hooks/use-is-admin';
export { useSignOut } from './hooks/use-sign-out';
export { resetPasswordPath } from './paths';
export type { Role, User } from './types';
