/** Texts of messages, in pt-BR. */
export const messagesTexts = {};
