import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import {
  anAppointment,
  fakeAppointmentsServer,
  italianPassport,
  ITALIAN_PLACES,
  legalConsultation,
  PORTUGUESE_PLACES,
  portuguesePassport,
} from '../testing/fake-appointments-server';
import { BookingDialog, type BookingDialogProps } from './BookingDialog';

// Dialogs with many fields on a machine shared with other builds: room beyond Jest's default 5 s.
jest.setTimeout(30_000);

// A Wednesday far enough ahead to stay in the future.
const WEDNESDAY = '2031-03-12';

async function openDialog(props: Partial<BookingDialogProps> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const app = renderWithProviders(<BookingDialog opened onClose={onClose} onSaved={onSaved} {...props} />);
  const title = props.appointment ? 'Editar Agendamento' : 'Novo Agendamento';
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByRole('textbox', { name: /Nome do cliente/ });
  return { ...app, dialog, onClose, onSaved };
}

// Fields are found by their labels (a required one ends in ' *'): queries by role compute every
// accessible name of this large dialog, which is slow in jsdom.
const labelled = (name: string | RegExp) =>
  typeof name === 'string' ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`) : name;
const field = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByLabelText(labelled(name));

// jsdom lays nothing out, so a select's floating list counts as hidden though open; its options
// are the real ones, found with `hidden` in the list the open select controls.
async function optionsOf(input: HTMLElement) {
  const list = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const found = id ? document.getElementById(id) : null;
    if (!found) throw new Error('the select is not open');
    return found;
  });
  return waitFor(() => {
    const options = [...list.querySelectorAll<HTMLElement>('[role="option"]')];
    if (options.length === 0) throw new Error('no options yet');
    return options;
  });
}
const optionTexts = async (input: HTMLElement) => (await optionsOf(input)).map((option) => option.textContent);

type App = Awaited<ReturnType<typeof openDialog>>;

/** A day typed whole into a date field, dd/mm/aaaa. */
function fillDay(dialog: HTMLElement, label: RegExp, day: string) {
  fireEvent.change(field(dialog, label), { target: { value: day } });
}

/** Types a whole value at once: one change for the form, as a paste makes. */
async function fill({ user }: App, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

async function choose({ dialog, user }: App, label: string | RegExp, option: string) {
  const input = field(dialog, label);
  await waitFor(() => {
    expect(input).toBeEnabled();
  });
  await user.click(input);
  const choice = await waitFor(async () => {
    const found = (await optionsOf(input)).find((candidate) => candidate.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(choice);
  await waitFor(() => {
    expect(input).toHaveValue(option);
  });
}

async function fillItalianSection(app: App) {
  const { dialog } = app;
  fillDay(dialog, /Data de nascimento/, '10/05/1990');
  await fill(app, field(dialog, /Local de nascimento/), 'Curitiba');
  await fill(app, field(dialog, /Endereço atual/), 'Rua das Flores, 10, Curitiba');
  await choose(app, /Tipo de documento/, 'RG');
  await fill(app, field(dialog, /Número do documento/), '12.345.678-9');
  fillDay(dialog, /Data de emissão/, '20/01/2015');
  fillDay(dialog, /Data de validade/, '20/01/2035');
  await fill(app, field(dialog, /Órgão emissor/), 'SSP/PR');
  await fill(app, field(dialog, /Número A.I.R.E./), 'AIRE-778899');
}

const submit = (dialog: HTMLElement, name = 'Agendar') => within(dialog).getByRole('button', { name });

describe('the booking dialog', () => {
  it('fills in the client with the signed-in user and shows the status only to admins', async () => {
    signInAs(regularUser);
    fakeAppointmentsServer();
    const { dialog } = await openDialog();

    expect(field(dialog, /Nome do cliente/)).toHaveValue('João da Silva');
    expect(field(dialog, /E-mail do cliente/)).toHaveValue('joao@cliente.example');
    expect(within(dialog).queryByRole('textbox', { name: /Status/ })).not.toBeInTheDocument();
  });

  it('lets an admin choose the status, pending by default', async () => {
    signInAs(adminUser);
    fakeAppointmentsServer();
    const app = await openDialog();

    expect(field(app.dialog, /Nome do cliente/)).toHaveValue('');
    expect(field(app.dialog, /Status/)).toHaveValue('Pendente');
    await app.user.click(field(app.dialog, /Status/));
    expect(await optionTexts(field(app.dialog, /Status/))).toEqual([
      'Pendente',
      'Confirmado',
      'Cancelado',
      'Concluído',
    ]);
  });

  it('says what is missing, with the spec messages, before sending anything', async () => {
    signInAs(adminUser);
    const fake = fakeAppointmentsServer();
    const app = await openDialog();

    await app.user.click(submit(app.dialog));

    for (const message of [
      'Nome do cliente é obrigatório',
      'Formato de e-mail inválido',
      'Serviço é obrigatório',
      'Local é obrigatório',
      'Data é obrigatória',
      'Horário é obrigatório',
    ]) {
      expect(await within(app.dialog).findByText(message)).toBeInTheDocument();
    }
    expect(field(app.dialog, /Nome do cliente/)).toHaveAttribute('aria-invalid', 'true');
    // The phone is optional for a service that is not Italian.
    expect(within(app.dialog).queryByText('Telefone é obrigatório')).not.toBeInTheDocument();
    expect(fake.saved()).toEqual([]);
  });

  it('refuses an e-mail address that is not one', async () => {
    signInAs(adminUser);
    fakeAppointmentsServer();
    const app = await openDialog();

    await fill(app, field(app.dialog, /E-mail do cliente/), 'joao@');
    await app.user.tab();

    expect(await within(app.dialog).findByText('Formato de e-mail inválido')).toBeInTheDocument();
  });

  it('shows the Italian passport section, its checklist and its required fields only for an Italian service', async () => {
    signInAs(adminUser);
    fakeAppointmentsServer();
    const app = await openDialog();
    const italianHeading = () => within(app.dialog).queryByText('Dados para o Passaporte Italiano');

    expect(italianHeading()).not.toBeInTheDocument();

    await choose(app, /Serviço/, italianPassport.name);

    expect(italianHeading()).toBeInTheDocument();
    const checklist = within(app.dialog).getByRole('list', {
      name: 'Documentos necessários para o passaporte italiano',
    });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Documento de identidade válido',
      'Comprovante de residência de no máximo 3 meses',
      'Formulário de solicitação preenchido',
    ]);

    await app.user.click(submit(app.dialog));
    for (const message of [
      'Telefone é obrigatório',
      'Data de nascimento é obrigatória',
      'Local de nascimento é obrigatório',
      'Endereço atual é obrigatório',
      'Tipo de documento é obrigatório',
      'Número do documento é obrigatório',
      'Data de emissão é obrigatória',
      'Data de validade é obrigatória',
      'Órgão emissor é obrigatório',
      'Número A.I.R.E. é obrigatório',
    ]) {
      expect(await within(app.dialog).findByText(message)).toBeInTheDocument();
    }

    await choose(app, /Serviço/, portuguesePassport.name);

    expect(italianHeading()).not.toBeInTheDocument();
    expect(within(app.dialog).queryByText('Telefone é obrigatório')).not.toBeInTheDocument();
  });

  it('wants the document to expire after it was issued', async () => {
    signInAs(adminUser);
    fakeAppointmentsServer();
    const app = await openDialog({ serviceId: italianPassport.id });

    await within(app.dialog).findByRole('textbox', { name: /Data de emissão/ });
    fillDay(app.dialog, /Data de emissão/, '20/01/2020');
    fillDay(app.dialog, /Data de validade/, '20/01/2019');
    await app.user.click(submit(app.dialog));

    expect(
      await within(app.dialog).findByText('A data de validade deve ser posterior à data de emissão'),
    ).toBeInTheDocument();
  });

  it("lists the chosen service's places and clears the place when the service changes", async () => {
    signInAs(adminUser);
    fakeAppointmentsServer();
    const app = await openDialog();

    expect(field(app.dialog, 'Local')).toBeDisabled();
    expect(within(app.dialog).getByText('Escolha primeiro o serviço')).toBeInTheDocument();

    await choose(app, /Serviço/, italianPassport.name);
    await app.user.click(field(app.dialog, 'Local'));
    await waitFor(async () => {
      expect(await optionTexts(field(app.dialog, 'Local'))).toEqual(ITALIAN_PLACES);
    });
    const rome = (await optionsOf(field(app.dialog, 'Local'))).find((o) => o.textContent === ITALIAN_PLACES[3]);
    await app.user.click(rome ?? app.dialog);
    expect(field(app.dialog, 'Local')).toHaveValue(ITALIAN_PLACES[3]);

    await choose(app, /Serviço/, portuguesePassport.name);

    expect(field(app.dialog, 'Local')).toHaveValue('');
    await app.user.click(field(app.dialog, 'Local'));
    await waitFor(async () => {
      expect(await optionTexts(field(app.dialog, 'Local'))).toEqual(PORTUGUESE_PLACES);
    });

    await choose(app, /Serviço/, legalConsultation.name);
    expect(field(app.dialog, 'Local')).toHaveValue('');
  });

  it('offers only the free times of the chosen place and day', async () => {
    signInAs(regularUser);
    const fake = fakeAppointmentsServer({ taken: ['09:00', '09:30', '14:00'] });
    const app = await openDialog({ serviceId: portuguesePassport.id, date: WEDNESDAY });

    expect(field(app.dialog, /Horário/)).toBeDisabled();
    expect(
      within(app.dialog).getByText('Escolha serviço, local e data para ver os horários livres'),
    ).toBeInTheDocument();

    await choose(app, 'Local', PORTUGUESE_PLACES[0] ?? '');

    expect(await within(app.dialog).findByText('15 horários livres')).toBeInTheDocument();
    await app.user.click(field(app.dialog, /Horário/));
    const times = await optionTexts(field(app.dialog, /Horário/));
    expect(times).toHaveLength(15);
    expect(times).not.toContain('09:00');
    expect(times).not.toContain('14:00');
    expect(times[0]).toBe('10:00');
    expect(times.at(-1)).toBe('17:30');

    const asked = fake.requests.find((r) => r.url.pathname === '/api/appointments/availability');
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      serviceId: String(portuguesePassport.id),
      location: PORTUGUESE_PLACES[0],
      date: WEDNESDAY,
    });
  });

  it('says so when no time is free that day', async () => {
    signInAs(regularUser);
    fakeAppointmentsServer({
      taken: Array.from(
        { length: 18 },
        (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      ),
    });
    const app = await openDialog({ serviceId: portuguesePassport.id, date: WEDNESDAY });

    await choose(app, 'Local', PORTUGUESE_PLACES[0] ?? '');

    expect(
      await within(app.dialog).findByText('Nenhum horário livre nesta data. Escolha outra data ou outro local.'),
    ).toBeInTheDocument();
    expect(field(app.dialog, /Horário/)).toBeDisabled();
  });

  it('books an Italian passport appointment, says so and closes', async () => {
    signInAs(regularUser);
    const fake = fakeAppointmentsServer();
    const app = await openDialog({ serviceId: italianPassport.id, date: WEDNESDAY });

    await waitFor(() => {
      expect(field(app.dialog, /Serviço/)).toHaveValue(italianPassport.name);
    });
    expect(within(app.dialog).getByRole('button', { name: /Data/ })).toHaveTextContent('12/03/2031');
    await choose(app, 'Local', ITALIAN_PLACES[0] ?? '');
    await choose(app, /Horário/, '11:30');
    await fillItalianSection(app);
    await fill(app, field(app.dialog, /Observações/), 'Levarei a certidão.');
    await app.user.click(submit(app.dialog));

    expect(await screen.findByText('Agendamento criado com sucesso e notificação enviada')).toBeInTheDocument();
    expect(screen.getByText('Sucesso')).toBeInTheDocument();
    await waitFor(() => {
      expect(app.onClose).toHaveBeenCalled();
    });
    expect(app.onSaved).toHaveBeenCalledWith(expect.objectContaining({ serviceName: italianPassport.name }));
    expect(fake.saved()).toEqual([
      {
        clientName: 'João da Silva',
        clientEmail: 'joao@cliente.example',
        clientPhone: '+55 11 91234-5678',
        serviceId: italianPassport.id,
        location: ITALIAN_PLACES[0],
        date: WEDNESDAY,
        time: '11:30',
        notes: 'Levarei a certidão.',
        birthDate: '1990-05-10',
        birthPlace: 'Curitiba',
        currentAddress: 'Rua das Flores, 10, Curitiba',
        documentType: 'RG',
        documentNumber: '12.345.678-9',
        documentIssueDate: '2015-01-20',
        documentExpiryDate: '2035-01-20',
        documentIssuer: 'SSP/PR',
        aireRegistrationNumber: 'AIRE-778899',
      },
    ]);
  });

  it('keeps what was typed when the slot was taken meanwhile (409) and asks for another time', async () => {
    signInAs(regularUser);
    fakeAppointmentsServer();
    server.use(
      http.post('/api/appointments', () =>
        HttpResponse.json(
          { message: 'Horário indisponível', fieldErrors: { time: 'Horário indisponível' } },
          { status: 409 },
        ),
      ),
    );
    const app = await openDialog({ serviceId: italianPassport.id, date: WEDNESDAY });
    await choose(app, 'Local', ITALIAN_PLACES[0] ?? '');
    await choose(app, /Horário/, '11:30');
    await fillItalianSection(app);
    await app.user.click(submit(app.dialog));

    expect(await within(app.dialog).findByText('Horário indisponível')).toBeInTheDocument();
    expect(field(app.dialog, /Horário/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('409: Horário indisponível')).toBeInTheDocument();
    expect(screen.getByText('Erro')).toBeInTheDocument();
    expect(app.onClose).not.toHaveBeenCalled();
    expect(field(app.dialog, /Nome do cliente/)).toHaveValue('João da Silva');
    expect(field(app.dialog, 'Local')).toHaveValue(ITALIAN_PLACES[0]);
    expect(field(app.dialog, /Local de nascimento/)).toHaveValue('Curitiba');
    expect(field(app.dialog, /Número A.I.R.E./)).toHaveValue('AIRE-778899');
    expect(field(app.dialog, /Data de nascimento/)).toHaveValue('10/05/1990');
  });

  it("shows the server's messages under their fields", async () => {
    signInAs(adminUser);
    fakeAppointmentsServer();
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
    const app = await openDialog({ serviceId: portuguesePassport.id, date: WEDNESDAY });
    await fill(app, field(app.dialog, /Nome do cliente/), 'Ana Souza');
    await fill(app, field(app.dialog, /E-mail do cliente/), 'ana@exemplo.com');
    await choose(app, 'Local', PORTUGUESE_PLACES[1] ?? '');
    await choose(app, /Horário/, '09:00');
    await app.user.click(submit(app.dialog));

    expect(await within(app.dialog).findByText('Este local não atende o serviço escolhido')).toBeInTheDocument();
    expect(within(app.dialog).getByText('Data inválida')).toBeInTheDocument();
    expect(screen.getByText('400: Dados inválidos.')).toBeInTheDocument();
  });

  it('edits an appointment, keeping its own slot on offer, and sends the status the admin chose', async () => {
    signInAs(adminUser);
    const appointment = anAppointment({ time: '10:00', date: WEDNESDAY });
    const fake = fakeAppointmentsServer({ appointments: [appointment], taken: ['10:00'] });
    const app = await openDialog({ appointment });

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
    expect(fake.saved()).toEqual([expect.objectContaining({ status: 'confirmed', time: '10:00', date: WEDNESDAY })]);
    expect(fake.requests.find((r) => r.method === 'PUT')?.url.pathname).toBe(`/api/appointments/${appointment.id}`);
  });
});
