import type { ApiSchema } from '@/lib/api-types';

/** A service as GET /api/services answers it; prices in centavos, null meaning 'SOB CONSULTA'. */
export type Service = ApiSchema<'ServiceView'>;

/** A course as GET /api/courses answers it; prices in centavos. */
export type Course = ApiSchema<'CourseView'>;

/** An Italian citizenship service as GET /api/citizenship-offers answers it; prices in centavos. */
export type CitizenshipOffer = ApiSchema<'OfferView'>;

/** An administrator's edit of a service (PATCH /api/services/{id}); prices in centavos. */
export type ServiceChanges = ApiSchema<'ServiceBody'>;

/** An administrator's edit of a course (PATCH /api/courses/{id}); prices in centavos. */
export type CourseChanges = ApiSchema<'CourseBody'>;
