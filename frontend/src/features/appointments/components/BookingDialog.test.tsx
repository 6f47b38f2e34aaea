import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { adminUser, regularUser } from '@/testing/users';
import { choose, field, fill, fillItalianSection, openAs, submit, WEDNESDAY } from '../testing/booking-dialog';
import { BookingDialog } from './BookingDialog';
import { ITALIAN_SECTION_SENT } from '../testing/passport-sample';
import {
  anAppointment,
  italianPassport,
  ITALIAN_PLACES,
  PORTUGUESE_PLACES,
  portuguesePassport,
} from '../testing/fake-appointments-server';

// Dialogs with many fields on a machine shared with other builds: room beyond Jest's default 5 s.
jest.setTimeout(30_000);

describe('the booking dialog', () => {
  it('books an Italian passport appointment, says so and closes', async () => {
    const app = await openAs(regularUser, { serviceId: italianPassport.id, date: WEDNESDAY });

    await waitFor(() => {
      expect(field(app.dialog, /Serviço/)).toHaveValue(italianPassport.name);
    });
    expect(within(app.dialog).getByRole('button', { name: /Data/ })).toHaveTextContent('12/03/2031');
    await choose(app, 'Local', ITALIAN_PLACES[0] ?? '');
    await choose(app, /Horário/, '11:30');
    await fillItalianSection(app);
    await fill(app, field(app.dialog, /Observações/), 'Levarei a certidão.');
    expect(within(app.dialog).getByText('19 de 5000 caracteres')).toBeInTheDocument();
    await app.user.click(submit(app.dialog));

    expect(await screen.findByText('Agendamento criado com sucesso e notificação enviada')).toBeInTheDocument();
    expect(screen.getByText('Sucesso')).toBeInTheDocument();
    await waitFor(() => {
      expect(app.onClose).toHaveBeenCalled();
    });
    expect(app.onSaved).toHaveBeenCalledWith(expect.objectContaining({ serviceName: italianPassport.name }));
    expect(app.fake.saved()).toEqual([
      {
        clientName: 'João da Silva',
        clientEmail: 'joao@cliente.example',
        clientPhone: '+55 11 91234-5678',
        serviceId: italianPassport.id,
        location: ITALIAN_PLACES[0],
        date: WEDNESDAY,
        time: '11:30',
        notes: 'Levarei a certidão.',
        ...ITALIAN_SECTION_SENT,
        priority: false,
      },
    ]);
    expect(within(app.dialog).queryByText(/Atendimento prioritário/)).not.toBeInTheDocument();
  });

  it('books from a priority quick-access link as priority, telling the client, who gets no control for it', async () => {
    const app = await openAs(regularUser, { serviceId: portuguesePassport.id, date: WEDNESDAY, priority: true });

    expect(within(app.dialog).getByText(/a equipe verá este pedido marcado como prioridade/)).toBeInTheDocument();
    expect(within(app.dialog).queryByRole('checkbox', { name: 'Atendimento prioritário' })).not.toBeInTheDocument();
    await choose(app, 'Local', PORTUGUESE_PLACES[0] ?? '');
    await choose(app, /Horário/, '11:30');
    await app.user.click(submit(app.dialog));

    expect(await screen.findByText('Agendamento criado com sucesso e notificação enviada')).toBeInTheDocument();
    expect(app.fake.saved()).toEqual([expect.objectContaining({ serviceId: portuguesePassport.id, priority: true })]);
  });

  it('lets an admin unmark a priority appointment', async () => {
    const appointment = anAppointment({ time: '10:00', date: WEDNESDAY, priority: true });
    const app = await openAs(adminUser, { appointment }, { appointments: [appointment], taken: ['10:00'] });

    const flag = within(app.dialog).getByRole('checkbox', { name: 'Atendimento prioritário' });
    expect(flag).toBeChecked();
    await waitFor(() => {
      expect(field(app.dialog, /Horário/)).toHaveValue('10:00');
    });
    await app.user.click(flag);
    await app.user.click(submit(app.dialog, 'Salvar'));

    expect(await screen.findByText('Agendamento atualizado com sucesso e notificação enviada')).toBeInTheDocument();
    expect(app.fake.saved()).toEqual([expect.objectContaining({ priority: false, time: '10:00' })]);
  });

  it('keeps what was typed when the slot was taken meanwhile (409) and asks for another time', async () => {
    const app = await openAs(regularUser, { serviceId: italianPassport.id, date: WEDNESDAY });
    server.use(
      http.post('/api/appointments', () =>
        HttpResponse.json(
          { message: 'Horário indisponível', fieldErrors: { time: 'Horário indisponível' } },
          { status: 409 },
        ),
      ),
    );
    await choose(app, 'Local', ITALIAN_PLACES[0] ?? '');
    await choose(app, /Horário/, '11:30');
    await fillItalianSection(app);
    await app.user.click(submit(app.dialog));

    expect(await within(app.dialog).findByText('Horário indisponível')).toBeInTheDocument();
    expect(field(app.dialog, /Horário/)).toHaveAttribute('aria-invalid', 'true');
    // Under the field; the toast says where to look.
    expect(screen.getAllByText('Horário indisponível')).toHaveLength(1);
    expect(screen.getByText('Veja a mensagem no campo marcado.')).toBeInTheDocument();
    expect(screen.getByText('Erro')).toBeInTheDocument();
    expect(app.onClose).not.toHaveBeenCalled();
    expect(field(app.dialog, /Nome do cliente/)).toHaveValue('João da Silva');
    expect(field(app.dialog, 'Local')).toHaveValue(ITALIAN_PLACES[0]);
    expect(field(app.dialog, /Local de nascimento/)).toHaveValue('Curitiba');
    expect(field(app.dialog, /Número A.I.R.E./)).toHaveValue('AIRE-778899');
    expect(field(app.dialog, /Data de nascimento/)).toHaveValue('10/05/1990');
  });

  it("shows the server's messages under their fields, and a toast that points there", async () => {
    const app = await openAs(adminUser, { serviceId: portuguesePassport.id, date: WEDNESDAY });
    server.use(
      http.post('/api/appointments', () =>
        HttpResponse.json(
          {
            message: 'Dados inválidos.',
            fieldErrors: { location: 'Este local não atende o serviço escolhido', date: 'Data inválida' },
          },
          { status: 400 },
        ),
      ),
    );
    await fill(app, field(app.dialog, /Nome do cliente/), 'Ana Souza');
    await fill(app, field(app.dialog, /E-mail do cliente/), 'ana@exemplo.com');
    await choose(app, 'Local', PORTUGUESE_PLACES[1] ?? '');
    await choose(app, /Horário/, '09:00');
    await app.user.click(submit(app.dialog));

    expect(await within(app.dialog).findByText('Este local não atende o serviço escolhido')).toBeInTheDocument();
    expect(within(app.dialog).getByText('Data inválida')).toBeInTheDocument();
    expect(screen.getByText('Veja as mensagens nos campos marcados.')).toBeInTheDocument();
  });

  it('edits an appointment, keeping its own slot on offer, and sends the status the admin chose', async () => {
    const appointment = anAppointment({ time: '10:00', date: WEDNESDAY });
    const app = await openAs(adminUser, { appointment }, { appointments: [appointment], taken: ['10:00'] });

    expect(field(app.dialog, /Nome do cliente/)).toHaveValue(appointment.clientName);
    await waitFor(() => {
      expect(field(app.dialog, 'Local')).toHaveValue(appointment.location);
    });
    await waitFor(() => {
      expect(field(app.dialog, /Horário/)).toHaveValue('10:00');
    });
    await choose(app, /Status/, 'Confirmado');
    await app.user.click(submit(app.dialog, 'Salvar'));

    expect(await screen.findByText('Agendamento atualizado com sucesso e notificação enviada')).toBeInTheDocument();
    expect(app.fake.saved()).toEqual([
      expect.objectContaining({ status: 'confirmed', time: '10:00', date: WEDNESDAY }),
    ]);
    expect(app.fake.requests.find((r) => r.method === 'PUT')?.url.pathname).toBe(`/api/appointments/${appointment.id}`);
  });

  it('asks before an edit cancels the appointment, and sends nothing until confirmed', async () => {
    const appointment = anAppointment({ time: '10:00', date: WEDNESDAY });
    const app = await openAs(adminUser, { appointment }, { appointments: [appointment], taken: ['10:00'] });
    await waitFor(() => {
      expect(field(app.dialog, /Horário/)).toHaveValue('10:00');
    });
    await choose(app, /Status/, 'Cancelado');
    await app.user.click(submit(app.dialog, 'Salvar'));

    const ask = await screen.findByRole('dialog', { name: 'Cancelar este agendamento?' });
    // 'Voltar' has the focus: Enter never cancels by accident.
    expect(within(ask).getByRole('button', { name: 'Voltar' })).toHaveFocus();
    await app.user.click(within(ask).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Cancelar este agendamento?' })).not.toBeInTheDocument();
    });
    expect(app.fake.saved()).toEqual([]);
    expect(field(app.dialog, /Status/)).toHaveValue('Cancelado');

    // Esc answers the question only: the edit stays open, as typed.
    await app.user.click(submit(app.dialog, 'Salvar'));
    await screen.findByRole('dialog', { name: 'Cancelar este agendamento?' });
    await app.user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Cancelar este agendamento?' })).not.toBeInTheDocument();
    });
    expect(app.onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Editar Agendamento' })).toBeInTheDocument();

    await app.user.click(submit(app.dialog, 'Salvar'));
    const again = await screen.findByRole('dialog', { name: 'Cancelar este agendamento?' });
    await app.user.click(within(again).getByRole('button', { name: 'Cancelar agendamento' }));
    expect(await screen.findByText('Agendamento atualizado com sucesso e notificação enviada')).toBeInTheDocument();
    expect(app.fake.saved()).toEqual([expect.objectContaining({ status: 'cancelled' })]);
  });

  it('closes at once when nothing was typed, and asks before throwing away what was', async () => {
    const untouched = await openAs(regularUser);
    await untouched.user.keyboard('{Escape}');
    await waitFor(() => {
      expect(untouched.onClose).toHaveBeenCalledTimes(1);
    });
    untouched.unmount();

    const app = await openAs(regularUser);
    await app.user.type(field(app.dialog, /Observações/), 'Levo a certidão original');
    await app.user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Descartar o que foi preenchido?' });
    // 'Continuar editando' has the focus: Enter never throws anything away by accident.
    expect(within(ask).getByRole('button', { name: 'Continuar editando' })).toHaveFocus();
    await app.user.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Descartar o que foi preenchido?' })).not.toBeInTheDocument();
    });
    expect(app.onClose).not.toHaveBeenCalled();
    expect(field(app.dialog, /Observações/)).toHaveValue('Levo a certidão original');

    await app.user.click(within(app.dialog).getByRole('button', { name: 'Cancelar' }));
    const again = await screen.findByRole('dialog', { name: 'Descartar o que foi preenchido?' });
    await app.user.click(within(again).getByRole('button', { name: 'Descartar' }));
    expect(app.onClose).toHaveBeenCalledTimes(1);
    expect(app.fake.saved()).toEqual([]);
  });

  it('opens afresh after its owner closed it with something typed: nothing is asked', async () => {
    const app = await openAs(regularUser);
    await app.user.type(field(app.dialog, /Observações/), 'Rascunho');
    // The owner closes it its own way (a saved booking elsewhere, a route change), then opens it again.
    app.rerender(<BookingDialog opened={false} onClose={app.onClose} />);
    app.rerender(<BookingDialog opened onClose={app.onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Novo Agendamento' });
    await within(dialog).findByRole('textbox', { name: /Nome do cliente/ });
    await app.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => {
      expect(app.onClose).toHaveBeenCalledTimes(1);
    });
    expect(screen.queryByRole('dialog', { name: 'Descartar o que foi preenchido?' })).not.toBeInTheDocument();
  });
});
