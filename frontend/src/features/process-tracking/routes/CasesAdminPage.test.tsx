import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { signInAs } from '@/testing/server';
import { renderApp, renderAppPage } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { fakeClients } from '@/features/users/testing/fake-clients';
import { aCase, anItem, fakeCasesServer } from '../testing/fake-cases-server';

jest.setTimeout(20_000);

const openStaffList = () => renderAppPage('/admin/cases', 'Processos dos clientes');

describe('the staff case list', () => {
  it("lists every client's cases with whose they are and filters by status and 'aguardando cliente'", async () => {
    signInAs(adminUser);
    const fake = fakeCasesServer([aCase(), aCase({ clientName: 'Bia Souza', status: 'pending' })]);
    const { user } = await openStaffList();

    const list = await screen.findByRole('list', { name: 'Seus processos' });
    expect(within(list).getByText('Cliente: Bia Souza')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Pendente');
    await waitFor(() => {
      expect(within(screen.getByRole('list', { name: 'Seus processos' })).getAllByRole('listitem')).toHaveLength(1);
    });
    await user.click(screen.getByRole('switch', { name: 'Aguardando cliente' }));
    await waitFor(() => {
      expect(fake.requests.some((r) => r.url.includes('awaitingClient=true') && r.url.includes('status=pending'))).toBe(
        true,
      );
    });
  });

  it('is not for a client', async () => {
    signInAs(regularUser);
    fakeCasesServer();
    const app = renderApp('/admin/cases');
    await waitFor(() => {
      expect(app.pathname()).toBe('/');
    });
  });

  it("'Novo processo' asks for what is missing, then opens the case and shows its editor", async () => {
    signInAs(adminUser);
    fakeClients();
    const fake = fakeCasesServer();
    const { user, pathname } = await openStaffList();

    await user.click(screen.getByRole('button', { name: 'Novo processo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo processo' });
    await user.click(within(dialog).getByRole('button', { name: 'Abrir processo' }));
    expect(await within(dialog).findByText('Escolha o cliente.')).toBeInTheDocument();
    expect(within(dialog).getByText('Escolha o tipo do processo.')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe o país.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('textbox', { name: 'Cliente' }));
    await user.click(await screen.findByRole('option', { name: 'Ana Rossi (ana@exemplo.com)', hidden: true }));
    await user.selectOptions(within(dialog).getByLabelText(/Tipo do processo/), 'Passaporte');
    await user.type(within(dialog).getByRole('textbox', { name: /País/ }), 'Erro');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir processo' }));
    expect(await within(dialog).findByText('Use no máximo 80 caracteres.')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /País/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /País/ }), 'Portugal');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir processo' }));
    await waitFor(() => {
      expect(pathname()).toMatch(/^\/admin\/cases\/\d+$/);
    });
    const posted = fake.requests.filter((r) => r.method === 'POST').at(-1)?.body;
    expect(posted).toMatchObject({ userId: regularUser.id, type: 'passport', country: 'Portugal', progress: 0 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Processo de Ana Rossi' })).toBeInTheDocument();
  });

  it("links a citizenship case to its client's family tree, and no other kind of case", async () => {
    signInAs(adminUser);
    const citizenship = aCase({ userId: 7 });
    const passport = aCase({ type: 'passport' });
    fakeCasesServer([citizenship, passport]);
    renderApp(`/admin/cases/${String(citizenship.id)}`);

    const tree = await screen.findByRole('link', { name: 'Árvore genealógica do cliente' });
    expect(tree).toHaveAttribute('href', '/family-tree?userId=7');
    cleanup();

    renderApp(`/admin/cases/${String(passport.id)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Processo de Ana Rossi' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Árvore genealógica do cliente' })).not.toBeInTheDocument();
  });

  it("offers the checklist's approved share as the progress, only when the case has a checklist", async () => {
    signInAs(adminUser);
    const item = aCase();
    fakeCasesServer([item], [], [anItem({ review: 'approved' }), anItem(), anItem({ review: 'rejected' })]);
    const { user } = renderApp(`/admin/cases/${String(item.id)}`);

    const progress = await screen.findByRole('textbox', { name: 'Progresso (%)' });
    expect(progress).toHaveValue('40');
    await user.click(screen.getByRole('button', { name: 'Usar o checklist: 33% aprovado' }));
    expect(progress).toHaveValue('33');

    // A fraction typed the Brazilian way is named as such, not taken as 125.
    await user.clear(progress);
    await user.type(progress, '12,5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Use um número inteiro, sem vírgula: o progresso vai de 0 a 100.'),
    ).toBeInTheDocument();
    cleanup();

    fakeCasesServer([item]);
    renderApp(`/admin/cases/${String(item.id)}`);
    expect(await screen.findByRole('textbox', { name: 'Progresso (%)' })).toHaveValue('40');
    expect(screen.queryByRole('button', { name: /Usar o checklist/ })).not.toBeInTheDocument();
  });

  it('staff post an update from the editor and it joins the history', async () => {
    signInAs(adminUser);
    const item = aCase();
    fakeCasesServer([item]);
    const { user } = renderApp(`/admin/cases/${String(item.id)}`);

    const form = await screen.findByRole('form', { name: 'Publicar atualização' });
    await user.click(within(form).getByRole('button', { name: 'Publicar' }));
    expect(await within(form).findByText('Escreva a atualização.')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Texto da atualização/ }), 'Certidão recebida.');
    await user.click(within(form).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Atualização publicada')).toBeInTheDocument();
    const history = await screen.findByRole('region', { name: 'Atualizações' });
    expect(await within(history).findByText('Certidão recebida.')).toBeInTheDocument();
  });
});
