/** Texts of appointments, the calendar and the dashboard, in pt-BR. */
export const appointmentsTexts = {};
