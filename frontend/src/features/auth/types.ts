import type { ApiSchema } from '@/lib/api-types';

export type Role = ApiSchema<'Role'>;

/** The signed-in user as GET /api/user answers it. */
export type User = ApiSchema<'UserView'>;

/** The sign-in form always sends both fields. */
export type SignInRequest = Required<ApiSchema<'LoginBody'>>;

/** The registration form sends every field; the phone is left out when the person gives none. */
export type RegisterRequest = Required<Omit<ApiSchema<'RegistrationForm'>, 'phone'>> & { phone?: string };

/** A right password on an account with a second factor: the code is asked next. */
export type SecondStep = ApiSchema<'SecondStepBody'>;

/** What POST /api/login answers: the user, or that a code is needed. */
export type SignInResult = User | SecondStep;

export const needsCode = (result: SignInResult): result is SecondStep => 'twoFactorRequired' in result;

/** A code from the authenticator app, or a recovery code. */
export type CodeRequest = Required<ApiSchema<'CodeBody'>>;

export type ResetConfirmRequest = ApiSchema<'ResetConfirmBody'>;
/** A reset link that still works: the least strength its account's new password needs. */
export type ResetLink = ApiSchema<'ResetLinkView'>;

/** What the reset calls answer: a sentence for the person. */
export type ServerMessage = ApiSchema<'MessageBody'>;
