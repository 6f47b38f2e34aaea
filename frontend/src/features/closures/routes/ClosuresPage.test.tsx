import { screen, waitFor, within } from '@testing-library/react';
import { signInAs } from '@/testing/server';
import { renderApp, renderAppPage } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { aClosure, anAffectedAppointment, fakeClosuresServer } from '../testing/fake-closures-server';

jest.setTimeout(20_000);

const openPage = () => renderAppPage('/admin/closures', 'Fechamentos');

describe('the closures page', () => {
  it('lists the closures with the appointments each falls on, and says when there is none', async () => {
    signInAs(adminUser);
    fakeClosuresServer([
      aClosure({ affected: [anAffectedAppointment()] }),
      aClosure({ id: 2, location: null, firstDay: '2027-02-01', lastDay: '2027-02-03', reason: 'Greve' }),
    ]);
    await openPage();
    const first = await screen.findByRole('article', { name: '15/01/2027' });
    expect(within(first).getByText('Reforma do prédio')).toBeInTheDocument();
    expect(within(first).getByText(/1 agendamento ativo neste período/)).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Abrir o agendamento de Ana Rossi em 15/01/2027 às 10:30' }),
    ).toBeInTheDocument();
    const second = screen.getByRole('article', { name: '01/02/2027 a 03/02/2027' });
    expect(
      within(second).getByRole('heading', { name: '01/02/2027 a 03/02/2027 · Todos os locais' }),
    ).toBeInTheDocument();
    expect(within(second).getByText('Nenhum agendamento ativo nestes dias.')).toBeInTheDocument();
  });

  it('shows an empty list in words', async () => {
    signInAs(adminUser);
    fakeClosuresServer();
    await openPage();
    expect(await screen.findByText('Nenhum fechamento em vigor ou marcado.')).toBeInTheDocument();
  });

  it('asks for the first day and the reason, then creates the closure and lists what to move', async () => {
    signInAs(adminUser);
    const fake = fakeClosuresServer([], [anAffectedAppointment({ id: 9, clientName: 'Bia Souza' })]);
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Fechar estes dias' }));
    expect(await screen.findByText('Informe o primeiro dia.')).toBeInTheDocument();
    expect(screen.getByText('Informe o motivo; os clientes o verão.')).toBeInTheDocument();
    expect(fake.sent).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Local'), 'Consulado de Portugal em Santos');
    await user.type(screen.getByRole('textbox', { name: /Primeiro dia/ }), '15/01/2027');
    await user.type(screen.getByRole('textbox', { name: /Motivo/ }), 'Mudança de endereço');
    await user.click(screen.getByRole('button', { name: 'Fechar estes dias' }));

    const alert = await screen.findByRole('alert', { name: /1 agendamento ativo cai nestes dias/ });
    expect(within(alert).getByRole('button', { name: /Abrir o agendamento de Bia Souza/ })).toBeInTheDocument();
    expect(alert).toHaveTextContent('O cliente é avisado por e-mail, com o motivo e o link para remarcar ou cancelar.');
    expect(fake.sent).toEqual([
      {
        location: 'Consulado de Portugal em Santos',
        firstDay: '2027-01-15',
        lastDay: null,
        reason: 'Mudança de endereço',
      },
    ]);
    expect(await screen.findByRole('article', { name: '15/01/2027' })).toBeInTheDocument();

    // Deleted, the new closure takes its notice with it.
    await user.click(screen.getByRole('button', { name: 'Excluir fechamento de 15/01/2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir fechamento' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Nenhum fechamento em vigor ou marcado.')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /agendamento ativo cai nestes dias/ })).not.toBeInTheDocument();
  });

  it('deletes a closure only after confirming', async () => {
    signInAs(adminUser);
    const fake = fakeClosuresServer([aClosure()]);
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Excluir fechamento de 15/01/2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir fechamento' });
    expect(
      within(dialog).getByText(/Excluir o fechamento de 15\/01\/2027 \(Consulado Geral de Portugal/),
    ).toBeInTheDocument();
    expect(fake.deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => {
      expect(fake.deleted).toEqual([1]);
    });
    expect(await screen.findByText('Nenhum fechamento em vigor ou marcado.')).toBeInTheDocument();
    // The button that opened the question went with the closure: the focus is on the list's title.
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Fechamentos em vigor e futuros' })).toHaveFocus();
    });
  });

  it('is not for a client', async () => {
    signInAs(regularUser);
    fakeClosuresServer();
    const app = renderApp('/admin/closures');
    await waitFor(() => {
      expect(app.pathname()).toBe('/');
    });
  });
});
