export type Role = 'admin' | 'user';

/** The signed-in user as GET /api/user answers it. */
export interface User {
  id: number;
  username: string;
  fullName: string;
  email: string;
  phone: string | null;
  role: Role;
  active: boolean;
}
