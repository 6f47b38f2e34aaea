import type { ApiSchema } from '@/lib/api-types';

export type Role = ApiSchema<'Role'>;

/** The signed-in user as GET /api/user answers it. */
export type User = ApiSchema<'UserView'>;

/** The sign-in form always sends both fields. */
export type SignInRequest = Required<ApiSchema<'LoginBody'>>;

/** The registration form sends every field; the phone is left out when the person gives none. */
export type RegisterRequest = Required<Omit<ApiSchema<'RegistrationForm'>, 'phone'>> & { phone?: string };

export type ResetConfirmRequest = ApiSchema<'ResetConfirmBody'>;

/** What the reset calls answer: a sentence for the person. */
export type ServerMessage = ApiSchema<'MessageBody'>;
