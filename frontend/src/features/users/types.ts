import type { Role, User } from '@/features/auth';

/** One page of GET /api/users. */
export interface UserPage {
  items: User[];
  total: number;
  page: number;
  pageSize: number;
}

export interface UserListArgs {
  q: string;
  role: Role | '';
  page: number;
  pageSize: number;
}

export interface AccessChange {
  id: number;
  role: Role;
  active: boolean;
}
