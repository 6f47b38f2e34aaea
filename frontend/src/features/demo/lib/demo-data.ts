import dayjs from 'dayjs';
import type { AppointmentSummary } from '@/features/appointments';
import type { DashboardStats } from '@/features/dashboard';

/** A bookable service of the demonstration (60 or 45 minutes, R$ 150 or R$ 120). */
export interface DemoService {
  name: string;
  description: string;
  durationMinutes: number;
  priceCents: number;
  country: string;
}

export const DEMO_SERVICES: readonly DemoService[] = [
  {
    name: 'Passaporte Italiano',
    description: 'Agendamento e conferência dos documentos para o passaporte italiano.',
    durationMinutes: 60,
    priceCents: 15000,
    country: 'Itália',
  },
  {
    name: 'Passaporte Português',
    description: 'Agendamento no consulado e orientação sobre o formulário.',
    durationMinutes: 45,
    priceCents: 12000,
    country: 'Portugal',
  },
  {
    name: 'Passaporte Polonês',
    description: 'Agendamento e tradução juramentada dos documentos exigidos.',
    durationMinutes: 45,
    priceCents: 12000,
    country: 'Polônia',
  },
];

/** The `count`-th weekday after `from` (today by default), as `YYYY-MM-DD`: the portal books no weekend. */
export function weekdayAfter(count: number, from = dayjs()): string {
  let day = from.startOf('day');
  let left = count;
  while (left > 0) {
    day = day.add(1, 'day');
    if (day.day() !== 0 && day.day() !== 6) left -= 1;
  }
  return day.format('YYYY-MM-DD');
}

function appointment(
  id: number,
  clientName: string,
  serviceName: string,
  offset: number,
  time: string,
  status: AppointmentSummary['status'],
  location: string,
): AppointmentSummary {
  const email = `${clientName.split(' ')[0]?.toLowerCase() ?? 'cliente'}@exemplo.com.br`;
  return {
    id,
    clientName,
    clientEmail: email,
    serviceId: id,
    serviceName,
    date: weekdayAfter(offset),
    time,
    status,
    location,
    presenceConfirmedAt: null,
    priority: false,
    closedNotice: null,
  };
}

/**
 * The demonstration's fixed figures: 24 appointments, 8 pending and 16
 * completed, 3 unread messages, 12 documents, 18 clients. Nothing of it comes from the server.
 */
export function demoStats(): DashboardStats {
  return {
    totalAppointments: 24,
    pendingAppointments: 8,
    completedAppointments: 16,
    unreadMessages: 3,
    documents: 12,
    clients: 18,
    upcomingAppointments: [
      appointment(
        9001,
        'Maria Rossi',
        'Passaporte Italiano',
        1,
        '09:00',
        'confirmed',
        'Consulado da Itália em São Paulo',
      ),
      appointment(
        9002,
        'João Ferreira',
        'Passaporte Português',
        2,
        '10:30',
        'pending',
        'Consulado de Portugal em São Paulo',
      ),
      appointment(
        9003,
        'Ana Kowalski',
        'Passaporte Polonês',
        3,
        '14:00',
        'pending',
        'Consulado da Polônia em Curitiba',
      ),
      appointment(
        9004,
        'Pedro Bianchi',
        'Passaporte Italiano',
        5,
        '11:15',
        'confirmed',
        'Consulado da Itália em Curitiba',
      ),
    ],
  };
}
