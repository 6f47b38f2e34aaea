/** Texts of services, courses and their prices, in pt-BR. */
export const catalogTexts = {};
