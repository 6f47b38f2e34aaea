import { Outlet } from 'react-router-dom';
import { RequireAdmin } from '@/features/auth';

/** The staff's pages, behind the admin guard; a chunk of its own, as clients never open it. */
export default function AdminArea() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}
