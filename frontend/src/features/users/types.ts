import type { Role } from '@/features/auth';
import type { ApiSchema } from '@/lib/api-types';

/** One page of GET /api/users. */
export type UserPage = ApiSchema<'UserPage'>;

export interface UserListArgs {
  q: string;
  role: Role | '';
  page: number;
  pageSize: number;
}

export type AccessChange = ApiSchema<'AccessBody'> & { id: number };
