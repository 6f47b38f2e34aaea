import { screen, waitFor, within } from '@testing-library/react';
import { adminUser, regularUser } from '@/testing/users';
import { choose, field, fill, fillDay, openAs, optionTexts, submit, WEDNESDAY } from '../testing/booking-dialog';
import { italianPassport, PORTUGUESE_PLACES, portuguesePassport, slotsWith } from '../testing/fake-appointments-server';

// Dialogs with many fields on a machine shared with other builds: room beyond Jest's default 5 s.
jest.setTimeout(30_000);

describe("the booking dialog's fields", () => {
  it('fills in the client with the signed-in user and shows the status only to admins', async () => {
    const { dialog } = await openAs(regularUser);

    expect(field(dialog, /Nome do cliente/)).toHaveValue('João da Silva');
    expect(field(dialog, /E-mail do cliente/)).toHaveValue('joao@cliente.example');
    expect(within(dialog).queryByRole('textbox', { name: /Status/ })).not.toBeInTheDocument();
  });

  it('lets an admin choose the status, pending by default', async () => {
    const app = await openAs(adminUser);

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
    const app = await openAs(adminUser);

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
    expect(app.fake.saved()).toEqual([]);
  });

  it("keeps the service's list shut when a refused send puts the focus on it, so its message stays in sight", async () => {
    const app = await openAs(regularUser);
    const service = field(app.dialog, /Serviço/);

    await app.user.click(submit(app.dialog));

    expect(await within(app.dialog).findByText('Serviço é obrigatório')).toBeVisible();
    await waitFor(() => {
      expect(service).toHaveFocus();
    });
    // The field names its list only while the list is open.
    expect(service).not.toHaveAttribute('aria-controls');
    await app.user.keyboard('{ArrowDown}');
    expect(service).toHaveAttribute('aria-controls');
  });

  it('refuses an e-mail address that is not one', async () => {
    const app = await openAs(adminUser);

    await fill(app, field(app.dialog, /E-mail do cliente/), 'joao@');
    await app.user.tab();

    expect(await within(app.dialog).findByText('Formato de e-mail inválido')).toBeInTheDocument();
  });

  it('shows the Italian passport section, its checklist and its required fields only for an Italian service', async () => {
    const app = await openAs(adminUser);
    const italianHeading = () => within(app.dialog).queryByText('Dados para o Passaporte Italiano');

    expect(italianHeading()).not.toBeInTheDocument();

    await choose(app, /Serviço/, italianPassport.name);

    expect(italianHeading()).toBeInTheDocument();
    const checklist = within(app.dialog).getByRole('list', {
      name: 'Documentos necessários para o passaporte italiano',
    });
    // Read as a note, not announced as an alert.
    expect(checklist.closest('[role="alert"]')).toBeNull();
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
    const app = await openAs(adminUser, { serviceId: italianPassport.id });

    await within(app.dialog).findByRole('textbox', { name: /Data de emissão/ });
    fillDay(app.dialog, /Data de emissão/, '20/01/2020');
    fillDay(app.dialog, /Data de validade/, '20/01/2019');
    await app.user.click(submit(app.dialog));

    expect(
      await within(app.dialog).findByText('A data de validade deve ser posterior à data de emissão'),
    ).toBeInTheDocument();
  });

  describe('on a day with no free time', () => {
    const everyTime = slotsWith([]).map((slot) => slot.time);
    const NO_FREE_TIME = 'Nenhum horário livre nesta data. Escolha outra data ou outro local.';

    it('tells staff the day is full, with no waitlist to offer', async () => {
      const app = await openAs(adminUser, { serviceId: portuguesePassport.id, date: WEDNESDAY }, { taken: everyTime });
      await choose(app, 'Local', PORTUGUESE_PLACES[0] ?? '');

      expect(await within(app.dialog).findByText(NO_FREE_TIME)).toBeInTheDocument();
      expect(screen.queryByText('Não há horários livres neste dia.')).not.toBeInTheDocument();
    });
  });
});
