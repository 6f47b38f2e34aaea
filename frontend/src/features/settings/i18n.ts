/** Texts of the settings page (profile, password, notifications), in pt-BR. */
export const settingsTexts = {};
