import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveBlob } from '@/components/qr/qr-files';
import { signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';
import { fakeFamilyTreeServer, presetTree } from '../testing/fake-family-tree-server';

jest.setTimeout(45_000);

jest.mock('@/components/qr/qr-files', () => ({
  ...jest.requireActual<object>('@/components/qr/qr-files'),
  saveBlob: jest.fn(),
}));
const savedBlobs = jest.mocked(saveBlob);

async function openTree(path = '/family-tree') {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Árvore Genealógica' });
  return screen.findByRole('button', { name: /Sem nome\s*Eu/ });
}

describe('the family tree page', () => {
  it('starts with the seven preset relatives, each a collapsible form', async () => {
    signInAs(regularUser);
    fakeFamilyTreeServer();
    await openTree();

    for (const label of ['Eu', 'Pai', 'Mãe', 'Avô paterno', 'Avó paterna', 'Avô materno', 'Avó materna']) {
      expect(screen.getByRole('button', { name: new RegExp(`Sem nome\\s*${label}$`) })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    expect(screen.getByText('7 pessoas')).toBeInTheDocument();
    expect(screen.getByText('Ainda não salva')).toBeInTheDocument();
    // A tree never stored has nothing to export yet: the buttons stand, waiting for a save.
    expect(screen.queryByRole('link', { name: 'Exportar GEDCOM' })).not.toBeInTheDocument();
    for (const name of ['Exportar GEDCOM', 'Enviar por e-mail', 'Baixar PDF']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Disponível depois que a árvore for salva.');
    }
  });

  it('stands drawn while the tree loads, and keeps the notes typed meanwhile', async () => {
    const user = userEvent.setup();
    signInAs(regularUser);
    const release = fakeFamilyTreeServer().holdReads();
    renderApp('/family-tree');

    await screen.findByText('Carregando a árvore...');
    expect(screen.getByRole('region', { name: 'Ao finalizar' })).toBeInTheDocument();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    for (const name of ['Exportar GEDCOM', 'Enviar por e-mail', 'Baixar PDF', 'Salvar rascunho', 'Finalizar']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    await user.type(screen.getByLabelText('Observações para a equipe'), 'Falta a certidão do avô.');

    release();
    expect(await screen.findByRole('button', { name: /Sem nome\s*Eu/ })).toBeInTheDocument();
    expect(screen.getByText('Ainda não salva')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeEnabled();
    expect(screen.getByLabelText('Observações para a equipe')).toHaveValue('Falta a certidão do avô.');
  });

  it('draws a person’s form when its panel first opens, and keeps it drawn once closed', async () => {
    const user = userEvent.setup();
    signInAs(regularUser);
    fakeFamilyTreeServer();
    const self = await openTree();

    expect(screen.queryAllByLabelText('Nome completo')).toHaveLength(0);
    await user.click(self);
    const region = await screen.findByRole('region', { name: /Sem nome\s*Eu/ });
    expect(await within(region).findByLabelText('Nome completo')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Nome completo')).toHaveLength(1);

    await user.click(self);
    await waitFor(() => {
      expect(self).toHaveAttribute('aria-expanded', 'false');
    });
    expect(within(region).getByLabelText('Nome completo', { selector: 'input' })).toBeInTheDocument();
  });

  it('downloads the saved tree as a PDF, for staff the client’s, and says when it fails', async () => {
    const user = userEvent.setup();
    signInAs(regularUser);
    const fake = fakeFamilyTreeServer({ ...presetTree(), status: 'draft', updatedAt: '2026-11-26T12:00:00Z' });
    await openTree('/family-tree?userId=7');
    savedBlobs.mockClear();

    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => {
      expect(savedBlobs).toHaveBeenCalledTimes(1);
    });
    const [blob, name] = savedBlobs.mock.calls[0] ?? [];
    expect(name).toBe('arvore-genealogica.pdf');
    expect(await blob?.text()).toMatch(/^%PDF-/);
    expect(fake.reports).toEqual([expect.stringMatching(/\/api\/family-tree\/report\.pdf\?userId=7$/)]);

    fake.failReport();
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    expect(await screen.findByText('Não foi possível baixar o PDF da árvore')).toBeInTheDocument();
    expect(screen.getByText('Falha interna.')).toBeInTheDocument();
    expect(savedBlobs).toHaveBeenCalledTimes(1);
  });

  it('mails the owner a link to the PDF and says when it cannot', async () => {
    const user = userEvent.setup();
    signInAs(regularUser);
    const fake = fakeFamilyTreeServer({ ...presetTree(), status: 'finished', updatedAt: '2026-11-26T12:00:00Z' });
    await openTree('/family-tree?userId=7');

    await user.click(screen.getByRole('button', { name: 'Enviar por e-mail' }));
    expect(await screen.findByText('E-mail a caminho')).toBeInTheDocument();
    expect(
      screen.getByText('Enviamos para ana@exemplo.com um link para baixar o PDF da árvore no portal.'),
    ).toBeInTheDocument();
    expect(fake.reports).toEqual([expect.stringMatching(/\/api\/family-tree\/report\/mail\?userId=7$/)]);

    fake.failReport();
    await user.click(screen.getByRole('button', { name: 'Enviar por e-mail' }));
    expect(await screen.findByText('Não foi possível enviar o PDF por e-mail')).toBeInTheDocument();
  });

  it('saves the draft with accents and partial dates as typed, by keyboard', async () => {
    const user = userEvent.setup();
    signInAs(regularUser);
    const fake = fakeFamilyTreeServer();
    const self = await openTree();

    self.focus();
    await user.keyboard('{Enter}');
    const form = within(await screen.findByRole('region', { name: /Sem nome\s*Eu/ }));
    await user.click(form.getByLabelText('Nome completo'));
    await user.paste('João da Conceição');
    await user.type(form.getByLabelText('Data de nascimento'), '05/1980');
    await user.click(await form.findByLabelText('Local de nascimento'));
    await user.paste('São Paulo');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

    expect(await screen.findByText('Rascunho salvo', { selector: '.mantine-Notification-title' })).toBeInTheDocument();
    const body = fake.sent[0]?.body;
    expect(body?.persons?.[0]).toMatchObject({
      key: 'self',
      name: 'João da Conceição',
      birthDate: '05/1980',
      birthPlace: 'São Paulo',
      fatherKey: 'father',
      deathDate: null,
    });
    expect(body?.persons).toHaveLength(7);
    expect(await screen.findByRole('button', { name: /João da Conceição\s*Eu/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar GEDCOM' })).toHaveAttribute('href', '/api/family-tree/export');
  });

  it("shows the server's message under the field and opens that person", async () => {
    const user = userEvent.setup();
    signInAs(regularUser);
    const fake = fakeFamilyTreeServer();
    await openTree();
    fake.refuse({
      'persons.3.fatherKey': 'Avô não pode ser ancestral de si mesmo(a): os vínculos de pai e mãe formam um ciclo.',
    });

    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

    expect(await screen.findByText(/não pode ser ancestral de si mesmo/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sem nome\s*Avô paterno/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Não foi possível salvar a árvore')).toBeInTheDocument();
    // The keyboard is taken to the refused field, not left on the button.
    const grandfather = within(screen.getByRole('region', { name: /Sem nome\s*Avô paterno/ }));
    await waitFor(() => {
      expect(grandfather.getByRole('textbox', { name: 'Pai' })).toHaveFocus();
    });
  });

  it("lets go of the server's message on a date once the date is corrected", async () => {
    const user = userEvent.setup();
    signInAs(regularUser);
    const fake = fakeFamilyTreeServer();
    await user.click(await openTree());
    const me = within(await screen.findByRole('region', { name: /Sem nome\s*Eu/ }));
    await user.type(await me.findByLabelText(/Data de nascimento/), '31/02/1990');
    fake.refuse({ 'persons.0.birthDate': 'Esta data não existe: confira o dia e o mês.' });
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await me.findByText('Esta data não existe: confira o dia e o mês.')).toBeInTheDocument();

    await user.clear(me.getByLabelText(/Data de nascimento/));
    await user.type(me.getByLabelText(/Data de nascimento/), '28/02/1990');
    expect(me.queryByText('Esta data não existe: confira o dia e o mês.')).not.toBeInTheDocument();
  });

  it('says a mistyped date as its field is left, before anything is sent, and lets go of it on typing', async () => {
    const user = userEvent.setup();
    signInAs(regularUser);
    fakeFamilyTreeServer();
    await user.click(await openTree());
    const me = within(await screen.findByRole('region', { name: /Sem nome\s*Eu/ }));
    await user.type(await me.findByLabelText(/Data de nascimento/), 'maio 1990');
    expect(me.queryByText(/Data inválida/)).not.toBeInTheDocument();
    await user.tab();
    expect(me.getByText('Data inválida: use AAAA, MM/AAAA ou DD/MM/AAAA.')).toBeInTheDocument();
    expect(me.getByLabelText(/Data de nascimento/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(me.getByLabelText(/Data de falecimento/), '3000');
    await user.tab();
    expect(me.getByText('A data não pode estar no futuro.')).toBeInTheDocument();

    await user.clear(me.getByLabelText(/Data de nascimento/));
    expect(me.queryByText(/Data inválida/)).not.toBeInTheDocument();
    await user.type(me.getByLabelText(/Data de nascimento/), '05/1990');
    await user.tab();
    expect(me.queryByText(/Data inválida/)).not.toBeInTheDocument();
  });

  it('adds a relative, removes one after confirming, and finishes the tree', async () => {
    const user = userEvent.setup();
    signInAs(regularUser);
    const fake = fakeFamilyTreeServer();
    await openTree();

    await user.click(screen.getByRole('button', { name: 'Adicionar parente' }));
    expect(screen.getByRole('button', { name: /Sem nome\s*Outro/ })).toHaveAttribute('aria-expanded', 'true');
    const added = within(screen.getByRole('region', { name: /Sem nome\s*Outro/ }));
    await user.click(added.getByLabelText('Nome completo'));
    await user.paste('Niccolò Làzzaro');
    await user.click(added.getByLabelText('Ascendente italiano (o emigrante)'));

    await user.click(screen.getByRole('button', { name: /Sem nome\s*Avó materna/ }));
    await user.click(await screen.findByRole('button', { name: 'Remover Sem nome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover parente' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /Sem nome\s*Avó materna/ })).not.toBeInTheDocument();
    });

    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Árvore genealógica enviada')).toBeInTheDocument();
    const sent = fake.sent[0];
    expect(sent?.url).toMatch(/\/api\/family-tree\/finish$/);
    const persons = sent?.body.persons ?? [];
    expect(persons).toHaveLength(7);
    expect(persons.find((p) => p.name === 'Niccolò Làzzaro')).toMatchObject({
      relationship: 'other',
      italianAncestor: true,
    });
    // The mother's link to the removed grandmother went with her.
    expect(persons.find((p) => p.key === 'mother')?.motherKey).toBeNull();
    // 'Incluir documentos existentes' is on unless unchecked.
    expect(sent?.body).toMatchObject({ notes: '', includeDocuments: true });
    expect(await screen.findByText('Enviada à equipe')).toBeInTheDocument();
  });

  it('keeps the notes for the team, the documents choice and the open person after saving a draft', async () => {
    const user = userEvent.setup();
    signInAs(regularUser);
    const fake = fakeFamilyTreeServer();
    await user.click(await openTree());
    const form = within(await screen.findByRole('region', { name: /Sem nome\s*Eu/ }));
    await user.click(await form.findByLabelText('Nome completo'));
    await user.paste('Ana Rossi');
    await user.click(screen.getByRole('checkbox', { name: 'Incluir documentos existentes' }));
    await user.click(screen.getByLabelText('Observações para a equipe'));
    await user.paste('Falta a certidão do bisavô.');

    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

    expect(await screen.findByText('Rascunho salvo', { selector: '.mantine-Notification-title' })).toBeInTheDocument();
    expect(await screen.findByText('Rascunho salvo', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(fake.sent).toHaveLength(1);
    expect(screen.getByLabelText('Observações para a equipe')).toHaveValue('Falta a certidão do bisavô.');
    expect(screen.getByRole('checkbox', { name: 'Incluir documentos existentes' })).not.toBeChecked();
    expect(screen.getByRole('region', { name: /Ana Rossi\s*Eu/ })).toBeVisible();
  });

  it('asks before a link leaves unsaved changes behind, and lets the person stay or go', async () => {
    const user = userEvent.setup();
    signInAs(regularUser);
    fakeFamilyTreeServer();
    await user.click(await openTree());
    const documentsLink = () => screen.getByRole('link', { name: 'Documentos' });
    const form = within(await screen.findByRole('region', { name: /Sem nome\s*Eu/ }));
    await user.click(await form.findByLabelText('Local de nascimento'));
    await user.paste('Campinas');

    await user.click(documentsLink());
    const ask = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    expect(within(ask).getByRole('button', { name: 'Continuar editando' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByLabelText('Local de nascimento')).toHaveValue('Campinas');

    // Saved, the tree lets the link go without asking.
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Rascunho salvo', { selector: '.mantine-Notification-title' })).toBeInTheDocument();
    await user.click(documentsLink());
    expect(await screen.findByRole('heading', { level: 1, name: 'Documentos' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sair sem salvar?' })).not.toBeInTheDocument();
  });

  it('leaves without saving when the person says so, notes for the team included', async () => {
    const user = userEvent.setup();
    signInAs(regularUser);
    const fake = fakeFamilyTreeServer();
    await openTree();
    await user.click(screen.getByLabelText('Observações para a equipe'));
    await user.paste('Falta a certidão do avô.');

    await user.click(screen.getByRole('link', { name: 'Documentos' }));
    const ask = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(ask).getByRole('button', { name: 'Sair sem salvar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Documentos' })).toBeInTheDocument();
    expect(fake.sent).toHaveLength(0);
  });

  it('sends notes for the staff and may leave the vault documents out', async () => {
    const user = userEvent.setup();
    signInAs(regularUser);
    const fake = fakeFamilyTreeServer();
    await openTree();

    const documents = screen.getByRole('checkbox', { name: 'Incluir documentos existentes' });
    expect(documents).toBeChecked();
    await user.click(documents);
    expect(documents).not.toBeChecked();
    await user.click(screen.getByLabelText('Observações para a equipe'));
    await user.paste('Falta a certidão do bisavô.');
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));

    expect(await screen.findByText('Árvore genealógica enviada')).toBeInTheDocument();
    expect(fake.sent[0]?.body).toMatchObject({ notes: 'Falta a certidão do bisavô.', includeDocuments: false });
  });

  it('says when the tree cannot be loaded and offers to try again', async () => {
    signInAs(regularUser);
    fakeFamilyTreeServer().failReads();
    renderApp('/family-tree');

    expect(await screen.findByText('Não foi possível carregar a árvore genealógica')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('never offers to save one owner’s persons while another owner’s tree loads', async () => {
    signInAs(regularUser);
    const tree = presetTree();
    const fake = fakeFamilyTreeServer({
      ...tree,
      status: 'draft',
      updatedAt: '2026-11-26T12:00:00Z',
      persons: tree.persons.map((person) => (person.key === 'self' ? { ...person, name: 'Giulia Rossi' } : person)),
    });
    const app = renderApp('/family-tree?userId=7');
    await screen.findByRole('button', { name: /Giulia Rossi\s*Eu/ });

    const release = fake.holdReads();
    // From the client's tree to one's own: the same page, another owner.
    const menu = screen.getByRole('navigation', { name: 'Navegação principal' });
    await app.user.click(within(menu).getByRole('link', { name: /Árvore Genealógica/ }));

    await screen.findByText('Carregando a árvore...');
    expect(screen.queryByRole('button', { name: /Giulia Rossi/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar rascunho' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: /Giulia Rossi\s*Eu/ })).toBeInTheDocument();
  });

  it('opens a client’s tree for staff with ?userId and keeps the FamilySearch guide', async () => {
    const user = userEvent.setup();
    signInAs(regularUser);
    fakeFamilyTreeServer();
    await openTree('/family-tree?userId=7');

    expect(screen.getByText('Você está vendo a árvore de outro cliente (nº 7).')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'FamilySearch' }));
    expect(await screen.findByRole('link', { name: 'Abrir o FamilySearch' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Fale com a nossa equipe' })).toHaveAttribute('href', '/messages');
  });
});
