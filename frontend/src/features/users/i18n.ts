/** Texts of user management, in pt-BR. */
export const usersTexts = {};
