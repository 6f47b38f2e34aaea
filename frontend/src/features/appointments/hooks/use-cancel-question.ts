import { useRef, useState } from 'react';
import type { BookingValues } from '../lib/booking-values';
import { statusOf } from '../lib/status';
import type { Appointment } from '../types';

/**
 * Staff cancelling an appointment in the edit form are asked first: the client is mailed and the
 * slot freed at once. `mustAsk` stops a save that cancels until `confirm` lets the next one through.
 */
export function useCancelQuestion(appointment: Appointment | null, onAsking?: (asking: boolean) => void) {
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  const ask = (value: boolean) => {
    setAsking(value);
    onAsking?.(value);
  };
  return {
    asking,
    /** Whether this save must wait for the answer; asks it when so. */
    mustAsk: (values: BookingValues) => {
      const cancels =
        appointment !== null && values.status === 'cancelled' && statusOf(appointment.status) !== 'cancelled';
      if (cancels && !confirmed.current) {
        ask(true);
        return true;
      }
      confirmed.current = false;
      return false;
    },
    close: () => {
      ask(false);
    },
    /** The answer is yes: the next save goes. */
    confirm: () => {
      confirmed.current = true;
      ask(false);
    },
  };
}
