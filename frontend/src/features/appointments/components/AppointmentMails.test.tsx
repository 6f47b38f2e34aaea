import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { anAppointment, fakeAppointmentsServer, summaryOf } from '../testing/fake-appointments-server';
import type { AppointmentMail } from '../types';
import { AppointmentDetailDialog } from './AppointmentDetailDialog';

function aMail(overrides: Partial<AppointmentMail>): AppointmentMail {
  return {
    id: 1,
    kind: 'confirmation',
    recipient: 'joao@cliente.example',
    status: 'sent',
    attempts: 0,
    lastError: null,
    queuedAt: '2031-03-01T12:00:00Z',
    dueAt: null,
    settledAt: '2031-03-01T12:00:05Z',
    ...overrides,
  };
}

const mails = () => [
  aMail({ id: 1 }),
  aMail({ id: 2, kind: 'staff', recipient: 'equipe@exemplo.com', status: 'failed', lastError: 'caixa inexistente' }),
  aMail({ id: 3, kind: 'reminder', status: 'queued', settledAt: null, dueAt: '2031-03-11T13:00:00Z' }),
  aMail({ id: 4, kind: 'reminder', status: 'queued', settledAt: null, dueAt: '2031-03-12T11:00:00Z' }),
  aMail({ id: 5, kind: 'dayClosed' }),
];

async function open(user = adminUser) {
  signInAs(user);
  const appointment = anAppointment();
  const fake = fakeAppointmentsServer({ appointments: [appointment], mails: mails() });
  renderWithProviders(<AppointmentDetailDialog appointment={summaryOf(appointment)} opened onClose={jest.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'Detalhes do Agendamento' });
  return { dialog, fake };
}

describe("an appointment's mails in its detail", () => {
  it('shows staff each mail with its status and last error', async () => {
    const { dialog } = await open();
    const section = await within(dialog).findByRole('region', { name: 'E-mails do agendamento' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Confirmação'),
      expect.stringContaining('caixa inexistente'),
      expect.stringContaining('Na fila'),
      expect.stringContaining('Na fila'),
      expect.stringContaining('Dia fechado'),
    ]);
    const [, failed, queued, later] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    // Each waiting reminder says when it goes, in Brasília's time.
    expect(queued).toHaveTextContent('Envio previsto: 11/03/2031 10:00');
    expect(later).toHaveTextContent('Envio previsto: 12/03/2031 08:00');
    expect(within(failed).getByText('Falhou')).toBeInTheDocument();
    expect(failed).toHaveTextContent('Para equipe@exemplo.com');
    expect(failed).toHaveTextContent('Último erro: caixa inexistente');
    expect(failed).toHaveTextContent('Falhou em 01/03/2031 09:00');
    expect(rows[0]).toHaveTextContent('Enviado em 01/03/2031 09:00');
    expect(within(queued).queryByRole('button')).not.toBeInTheDocument();
  });

  it('resends a mail that failed', async () => {
    const { dialog, fake } = await open();
    const button = await within(dialog).findByRole('button', {
      name: 'Reenviar Aviso à equipe para equipe@exemplo.com',
    });
    await userEvent.click(button);
    expect(await screen.findByText('E-mail colocado na fila de envio')).toBeInTheDocument();
    expect(fake.requests.some((r) => r.url.pathname === '/api/appointments/41/mails/2/resend')).toBe(true);
  });

  it('is not shown to clients', async () => {
    const { dialog } = await open(regularUser);
    await within(dialog).findByText('Telefone', { selector: 'dt' });
    expect(within(dialog).queryByText('E-mails do agendamento')).not.toBeInTheDocument();
  });
});
