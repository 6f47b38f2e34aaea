import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../types';

const ALIASES: Record<string, AppointmentStatus> = {
  pending: 'pending',
  pendente: 'pending',
  confirmed: 'confirmed',
  confirmado: 'confirmed',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  cancelado: 'cancelled',
  completed: 'completed',
  concluído: 'completed',
  concluido: 'completed',
};

/** Reads any status the portal ever stored; an unknown one shows as pending, as the spec's list does. */
export function statusOf(value: string | null | undefined): AppointmentStatus {
  return ALIASES[(value ?? '').trim().toLowerCase()] ?? 'pending';
}

export function isAppointmentStatus(value: string): value is AppointmentStatus {
  return APPOINTMENT_STATUSES.some((status) => status === value);
}

/** A badge's background and text colours; each pair passes WCAG AA contrast in both colour schemes. */
export interface BadgeColours {
  color: string;
  textColor: string;
}

const YELLOW: BadgeColours = { color: 'yellow.4', textColor: 'black' };
const GREEN: BadgeColours = { color: '#1e7b34', textColor: 'white' };
const RED: BadgeColours = { color: 'red.9', textColor: 'white' };
const BLUE: BadgeColours = { color: 'blue.9', textColor: 'white' };
const GREY: BadgeColours = { color: 'gray.7', textColor: 'white' };

/**
 * The list and detail views: yellow pending, green confirmed, red cancelled, blue completed.
 * The calendar: green confirmed, yellow pending, grey otherwise.
 */
export function badgeColours(status: AppointmentStatus, palette: 'list' | 'calendar' = 'list'): BadgeColours {
  switch (status) {
    case 'pending':
      return YELLOW;
    case 'confirmed':
      return GREEN;
    case 'cancelled':
      return palette === 'calendar' ? GREY : RED;
    case 'completed':
      return palette === 'calendar' ? GREY : BLUE;
  }
}
