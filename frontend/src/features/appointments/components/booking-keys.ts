/** The booking dialog's mutations share their state with its shell, which keeps the dialog open while saving. */
export const BOOKING_CREATE_KEY = 'booking-dialog-create';
export const BOOKING_UPDATE_KEY = 'booking-dialog-update';
