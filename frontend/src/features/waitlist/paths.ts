/** The page a waitlist hold mail's link opens (the server writes `/lista-de-espera/reserva?token=`). */
export const waitlistHoldPath = '/lista-de-espera/reserva';
