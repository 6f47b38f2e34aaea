import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { anAppointment, fakeAppointmentsServer, italianPassport, summaryOf } from '../testing/fake-appointments-server';
import { AppointmentDetailDialog } from './AppointmentDetailDialog';

/** The value shown under a label of the dialog's description lists. */
function valueOf(dialog: HTMLElement, label: string) {
  const term = within(dialog).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

/** Opens the dialog as a list does, with the appointment's summary, and waits for the rest of it. */
async function openDetails(appointment = anAppointment(), onEdit = jest.fn(), onClose = jest.fn()) {
  const fake = fakeAppointmentsServer({ appointments: [appointment] });
  renderWithProviders(
    <AppointmentDetailDialog appointment={summaryOf(appointment)} opened onClose={onClose} onEdit={onEdit} />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Detalhes do Agendamento' });
  await within(dialog).findByText('Telefone', { selector: 'dt' });
  return { dialog, fake };
}

describe('the appointment detail dialog', () => {
  it('shows every field of the appointment', async () => {
    signInAs(regularUser);
    const { dialog } = await openDetails(anAppointment({ notes: 'Ligar antes.' }));

    expect(valueOf(dialog, 'Número')).toBe('41');
    expect(valueOf(dialog, 'Cliente')).toBe('João da Silva');
    expect(valueOf(dialog, 'E-mail')).toBe('joao@cliente.example');
    expect(valueOf(dialog, 'Telefone')).toBe('+55 11 91234-5678');
    expect(valueOf(dialog, 'Serviço')).toBe('Renovação de Passaporte');
    expect(valueOf(dialog, 'Data')).toBe('12/03/2031');
    expect(valueOf(dialog, 'Horário')).toBe('10:00');
    expect(valueOf(dialog, 'Status')).toBe('Pendente');
    expect(valueOf(dialog, 'Observações')).toBe('Ligar antes.');
    expect(within(dialog).queryByText('Dados do Passaporte Italiano')).not.toBeInTheDocument();
  });

  it('shows the Italian passport data of an Italian appointment', async () => {
    signInAs(adminUser);
    const { dialog } = await openDetails(
      anAppointment({
        serviceId: italianPassport.id,
        serviceName: italianPassport.name,
        birthDate: '1990-05-10',
        birthPlace: 'Curitiba',
        documentType: 'passaporte_brasileiro',
        aireRegistrationNumber: 'AIRE-1',
      }),
    );

    expect(within(dialog).getByText('Dados do Passaporte Italiano')).toBeInTheDocument();
    expect(valueOf(dialog, 'Data de nascimento')).toBe('10/05/1990');
    expect(valueOf(dialog, 'Local de nascimento')).toBe('Curitiba');
    expect(valueOf(dialog, 'Tipo de documento')).toBe('Passaporte Brasileiro');
    expect(valueOf(dialog, 'Número A.I.R.E.')).toBe('AIRE-1');
    expect(valueOf(dialog, 'Órgão emissor')).toBe('Não informado');
  });

  it("reads an older appointment's Italian data from the 'DADOS ESPECÍFICOS PASSAPORTE ITALIANO' block of its notes", async () => {
    signInAs(adminUser);
    const notes = [
      'Primeira via.',
      'DADOS ESPECÍFICOS PASSAPORTE ITALIANO',
      'Data de Nascimento: 03/04/1975',
      'Local de Nascimento: Porto Alegre',
      'Endereço Atual: Av. Brasil, 100',
      'Tipo de Documento: RNE',
      'Número do Documento: V123456-7',
      'Data de Emissão: 01/01/2010',
      'Data de Validade: 01/01/2030',
      'Órgão Emissor: DPF',
      'Número A.I.R.E.: 998877',
    ].join('\n');
    const { dialog } = await openDetails(
      anAppointment({ serviceId: italianPassport.id, serviceName: italianPassport.name, notes }),
    );

    expect(within(dialog).getByText('Dados registrados nas observações do agendamento.')).toBeInTheDocument();
    expect(valueOf(dialog, 'Observações')).toBe('Primeira via.');
    expect(valueOf(dialog, 'Data de nascimento')).toBe('03/04/1975');
    expect(valueOf(dialog, 'Local de nascimento')).toBe('Porto Alegre');
    expect(valueOf(dialog, 'Endereço atual')).toBe('Av. Brasil, 100');
    expect(valueOf(dialog, 'Tipo de documento')).toBe('RNE');
    expect(valueOf(dialog, 'Número do documento')).toBe('V123456-7');
    expect(valueOf(dialog, 'Data de emissão')).toBe('01/01/2010');
    expect(valueOf(dialog, 'Data de validade')).toBe('01/01/2030');
    expect(valueOf(dialog, 'Órgão emissor')).toBe('DPF');
    expect(valueOf(dialog, 'Número A.I.R.E.')).toBe('998877');
  });

  it('offers to edit an appointment that may still change, and not a completed one', async () => {
    signInAs(regularUser);
    const onEdit = jest.fn();
    const appointment = anAppointment();
    const { dialog } = await openDetails(appointment, onEdit);

    within(dialog).getByRole('button', { name: 'Editar' }).click();
    expect(onEdit).toHaveBeenCalledWith(appointment);
  });

  it('offers no edit of a completed appointment', async () => {
    signInAs(adminUser);
    const { dialog } = await openDetails(anAppointment({ status: 'completed' }));

    expect(within(dialog).getAllByRole('button', { name: 'Fechar' }).length).toBeGreaterThan(0);
    expect(within(dialog).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('lets a client cancel their own appointment once they confirm it', async () => {
    signInAs(regularUser);
    const appointment = anAppointment({ status: 'confirmed' });
    const onClose = jest.fn();
    const { dialog, fake } = await openDetails(appointment, jest.fn(), onClose);
    const user = userEvent.setup();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar agendamento' }));
    expect(within(dialog).getByText('Cancelar este agendamento?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Manter agendamento' })).toHaveFocus();
    expect(fake.saved()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Sim, cancelar' }));

    expect(await screen.findByText('Agendamento cancelado com sucesso e notificação enviada')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(fake.saved()).toEqual([
      expect.objectContaining({ status: 'cancelled', date: appointment.date, time: appointment.time }),
    ]);
  });

  it('offers admins no cancel button (they set the status when editing)', async () => {
    signInAs(adminUser);
    const { dialog } = await openDetails(anAppointment({ status: 'pending' }));

    expect(within(dialog).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar agendamento' })).not.toBeInTheDocument();
  });

  it('shows what the list showed at once, and the rest once read', async () => {
    signInAs(adminUser);
    const appointment = anAppointment({ notes: 'Ligar antes.' });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/appointments/:id', async () => {
        await answered;
        return HttpResponse.json(appointment);
      }),
    );
    renderWithProviders(<AppointmentDetailDialog appointment={summaryOf(appointment)} opened onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do Agendamento' });

    expect(valueOf(dialog, 'Cliente')).toBe('João da Silva');
    expect(valueOf(dialog, 'Horário')).toBe('10:00');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando os demais dados do agendamento…');
    expect(within(dialog).queryByText('Telefone')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();

    answer();

    expect(await within(dialog).findByText('Ligar antes.')).toBeInTheDocument();
    expect(valueOf(dialog, 'Telefone')).toBe('+55 11 91234-5678');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the rest could not be read, and reads it again on request', async () => {
    signInAs(regularUser);
    const appointment = anAppointment({ notes: 'Ligar antes.' });
    let failing = true;
    server.use(
      http.get('/api/appointments/:id', () =>
        failing
          ? HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 })
          : HttpResponse.json(appointment),
      ),
    );
    const { user } = renderWithProviders(
      <AppointmentDetailDialog appointment={summaryOf(appointment)} opened onClose={jest.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do Agendamento' });

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os demais dados do agendamento');
    expect(valueOf(dialog, 'Cliente')).toBe('João da Silva');
    expect(within(dialog).getAllByRole('button', { name: 'Fechar' }).length).toBeGreaterThan(0);

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    // The button is gone with the error; focus stays in the dialog, where the keyboard left it.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    expect(await within(dialog).findByText('Ligar antes.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('reads the appointment again at each opening, since someone may have changed it', async () => {
    signInAs(adminUser);
    let stored = anAppointment({ status: 'pending', notes: 'Primeira versão.' });
    server.use(http.get('/api/appointments/:id', () => HttpResponse.json(stored)));
    const listed = summaryOf(stored);
    const { rerender } = renderWithProviders(
      <AppointmentDetailDialog appointment={listed} opened onClose={jest.fn()} />,
    );
    expect(await screen.findByText('Primeira versão.')).toBeInTheDocument();

    rerender(<AppointmentDetailDialog appointment={listed} opened={false} onClose={jest.fn()} />);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    stored = { ...stored, status: 'confirmed', notes: 'Confirmado por outra pessoa.' };
    rerender(<AppointmentDetailDialog appointment={listed} opened onClose={jest.fn()} />);

    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do Agendamento' });
    expect(await within(dialog).findByText('Confirmado por outra pessoa.')).toBeInTheDocument();
    expect(valueOf(dialog, 'Status')).toBe('Confirmado');
    expect(within(dialog).queryByText('Primeira versão.')).not.toBeInTheDocument();
  });
});
