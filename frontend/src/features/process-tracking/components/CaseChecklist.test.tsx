import { screen, waitFor, within } from '@testing-library/react';
import { signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { aCase, anItem, fakeCasesServer } from '../testing/fake-cases-server';

jest.setTimeout(15_000);

describe("a case's checklist", () => {
  it('shows the client each item with its review, the reason of a rejection and its validity', async () => {
    signInAs(regularUser);
    const item = aCase();
    fakeCasesServer(
      [item],
      [],
      [
        anItem({ name: 'RG', review: 'rejected', reviewReason: 'Documento ilegível.', documentCount: 1 }),
        anItem({ name: 'Passaporte', documentCount: 1, expiresOn: '2026-12-10', validity: 'expiring' }),
        anItem({ name: 'Certidão', documentCount: 1, expiresOn: '2026-01-10', validity: 'expired' }),
        anItem({ name: 'Foto' }),
        anItem({ name: 'Comprovante', documentCount: 1 }),
      ],
    );
    renderApp(`/process-tracking?processo=${String(item.id)}`);

    const checklist = await screen.findByRole('region', { name: 'Lista de documentos' });
    const rg = within(checklist).getByRole('listitem', { name: 'RG' });
    expect(within(rg).getByText('Rejeitado')).toBeInTheDocument();
    expect(within(rg).getByText('Motivo: Documento ilegível.')).toBeInTheDocument();
    const passport = within(checklist).getByRole('listitem', { name: 'Passaporte' });
    expect(within(passport).getByText('Expira em breve')).toBeInTheDocument();
    expect(within(passport).getByText(/Expira em 10\/12\/2026/)).toBeInTheDocument();
    expect(
      within(within(checklist).getByRole('listitem', { name: 'Certidão' })).getByText('Expirado'),
    ).toBeInTheDocument();
    const photo = within(checklist).getByRole('listitem', { name: 'Foto' });
    expect(within(photo).getByText('Pendente · Nenhum documento enviado')).toBeInTheDocument();
    // Nothing sent is nothing under review; a sent document waits for review.
    expect(within(photo).queryByText('Em análise')).not.toBeInTheDocument();
    const proof = within(checklist).getByRole('listitem', { name: 'Comprovante' });
    expect(within(proof).getByText('Em análise')).toBeInTheDocument();
    expect(within(photo).queryByRole('button', { name: /Aprovar/ })).not.toBeInTheDocument();
    expect(within(checklist).queryByRole('textbox', { name: 'Novo documento da lista' })).not.toBeInTheDocument();
    expect(within(checklist).queryByRole('button', { name: /^Remover/ })).not.toBeInTheDocument();
  });

  it('lets the client open the upload for one item', async () => {
    signInAs(regularUser);
    const item = aCase();
    fakeCasesServer([item], [], [anItem({ name: 'RG' })]);
    const { user } = renderApp(`/process-tracking?processo=${String(item.id)}`);

    const rg = await screen.findByRole('listitem', { name: 'RG' });
    await user.click(within(rg).getByRole('button', { name: 'Enviar documento para RG' }));
    expect(within(rg).getByLabelText('Escolher arquivo para enviar')).toBeInTheDocument();
  });

  it('lets staff reject an item only with the reason typed, then approve it', async () => {
    signInAs(adminUser);
    const item = aCase();
    const fake = fakeCasesServer([item], [], [anItem({ name: 'RG', documentCount: 1 })]);
    const { user } = renderApp(`/admin/cases/${String(item.id)}`);

    const rg = await screen.findByRole('listitem', { name: 'RG' });
    await user.click(within(rg).getByRole('button', { name: 'Rejeitar RG' }));
    await user.type(within(rg).getByRole('textbox', { name: /Motivo da rejeição/ }), 'Foto cortada.');
    await user.click(within(rg).getByRole('button', { name: 'Confirmar rejeição' }));
    await waitFor(() => {
      expect(fake.requests.find((r) => r.method === 'PUT')?.body).toEqual({
        decision: 'rejected',
        reason: 'Foto cortada.',
      });
    });
    expect(
      await within(await screen.findByRole('listitem', { name: 'RG' })).findByText('Motivo: Foto cortada.'),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('listitem', { name: 'RG' })).getByRole('button', { name: 'Aprovar RG' }));
    expect(await within(screen.getByRole('listitem', { name: 'RG' })).findByText('Aprovado')).toBeInTheDocument();
  });

  it("lets staff add an item, asking for its name first and showing the server's limit under the field", async () => {
    signInAs(adminUser);
    const item = aCase();
    const fake = fakeCasesServer([item], [], []);
    const { user } = renderApp(`/admin/cases/${String(item.id)}`);

    const field = await screen.findByRole('textbox', { name: 'Novo documento da lista' });
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    expect(await screen.findByText('Informe o documento.')).toBeInTheDocument();
    expect(fake.requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(field, 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    expect(await screen.findByText('Use no máximo 80 caracteres.')).toBeInTheDocument();
    expect(field).toHaveValue('x'.repeat(81));

    await user.clear(field);
    await user.type(field, 'Certidão de casamento');
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    expect(await screen.findByRole('listitem', { name: 'Certidão de casamento' })).toBeInTheDocument();
    await waitFor(() => {
      expect(field).toHaveValue('');
    });
  });

  it("lets staff remove an item after confirming, saying its documents stay the client's", async () => {
    signInAs(adminUser);
    const item = aCase();
    const fake = fakeCasesServer([item], [], [anItem({ name: 'RG' }), anItem({ name: 'Certidão errada' })]);
    const { user } = renderApp(`/admin/cases/${String(item.id)}`);

    const wrong = await screen.findByRole('listitem', { name: 'Certidão errada' });
    await user.click(within(wrong).getByRole('button', { name: 'Remover Certidão errada da lista' }));
    const ask = await screen.findByRole('dialog', { name: 'Remover item da lista' });
    expect(within(ask).getByText(/continuam nos documentos do cliente/)).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Remover' }));

    await waitFor(() => {
      expect(screen.queryByRole('listitem', { name: 'Certidão errada' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('listitem', { name: 'RG' })).toBeInTheDocument();
    expect(fake.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    // The removed item's button is gone: the focus stays in the page, not lost on the body.
    await waitFor(() => {
      expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
    });
  });

  it('offers staff no review of an item while no document is sent for it', async () => {
    signInAs(adminUser);
    const item = aCase();
    fakeCasesServer([item], [], [anItem({ name: 'Foto' }), anItem({ name: 'RG', documentCount: 1 })]);
    renderApp(`/admin/cases/${String(item.id)}`);

    const photo = await screen.findByRole('listitem', { name: 'Foto' });
    expect(within(photo).getByText('Pendente · Nenhum documento enviado')).toBeInTheDocument();
    expect(within(photo).queryByRole('button', { name: /Aprovar|Rejeitar/ })).not.toBeInTheDocument();
    expect(within(photo).getByRole('button', { name: 'Enviar documento para Foto' })).toBeInTheDocument();
    const rg = screen.getByRole('listitem', { name: 'RG' });
    expect(within(rg).getByRole('button', { name: 'Aprovar RG' })).toBeInTheDocument();
  });
});
