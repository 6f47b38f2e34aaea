import type { ApiSchema } from '@/lib/api-types';

/** A closure and the active appointments on its days, as GET /api/closures lists it. */
export type Closure = ApiSchema<'ClosureView'>;

/** The closures not yet over, and every place one can close. */
export type ClosureList = ApiSchema<'ClosureList'>;

export type ClosureRequest = ApiSchema<'ClosureForm'>;
