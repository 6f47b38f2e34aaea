/** The page the password-reset mail links to (the server writes `/auth/reset?token=...`). */
export const resetPasswordPath = '/auth/reset';
