import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeClients } from '@/features/users/testing/fake-clients';
import { signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { aDocument, FakeUpload, fakeDocumentsServer, fakeUploads } from '../testing/fake-documents-server';

jest.setTimeout(15_000);

async function openDocuments(path = '/documents') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Documentos' });
  return app;
}

const pdfFile = (name = 'certidao.pdf') => new File(['%PDF-1.4 conteúdo'], name, { type: 'application/pdf' });

describe('the documents page', () => {
  let restoreUploads: () => void = () => undefined;
  beforeEach(() => {
    restoreUploads = fakeUploads();
  });
  afterEach(() => {
    restoreUploads();
  });

  it('marks the documents whose validity has passed or is about to, as the server says', async () => {
    signInAs(regularUser);
    fakeDocumentsServer([
      aDocument({ name: 'passaporte.pdf', expiresOn: '2026-01-10', validity: 'expired' }),
      aDocument({ name: 'rg.pdf', expiresOn: '2026-12-10', validity: 'expiring' }),
      aDocument({ name: 'cnh.pdf', expiresOn: '2030-01-10', validity: 'valid' }),
    ]);
    await openDocuments();

    const card = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;
    expect(within(await card('passaporte.pdf')).getByText('Expirado')).toBeInTheDocument();
    expect(within(await card('rg.pdf')).getByText('Expira em breve')).toBeInTheDocument();
    const valid = await card('cnh.pdf');
    expect(within(valid).queryByText('Expirado')).not.toBeInTheDocument();
    expect(within(valid).queryByText('Expira em breve')).not.toBeInTheDocument();
  });

  it('shows each document as a card: type icon, name, date, size, validity, download and delete', async () => {
    signInAs(regularUser);
    const rg = aDocument({ name: 'rg.pdf', expiresOn: '2027-12-31' });
    const photo = aDocument({ name: 'foto.png', kind: 'image', contentType: 'image/png', size: 512 });
    fakeDocumentsServer([rg, photo]);
    await openDocuments();

    const list = await screen.findByRole('list', { name: 'Seus documentos' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two cards expected');
    expect(within(first).getByText('rg.pdf')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'PDF' })).toBeInTheDocument();
    expect(within(first).getByText('Enviado em 25/11/2026 · 2,3 MB · Válido até 31/12/2027')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Baixar rg.pdf' })).toHaveAttribute(
      'href',
      `/api/documents/${String(rg.id)}/download`,
    );
    expect(within(second).getByRole('img', { name: 'Imagem' })).toBeInTheDocument();
    expect(within(second).getByText(/512 B$/)).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Excluir foto.png' })).toBeInTheDocument();
  });

  it("says 'Nenhum documento encontrado' when there is none", async () => {
    signInAs(regularUser);
    fakeDocumentsServer();
    await openDocuments();

    expect(await screen.findByText('Nenhum documento encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Seus documentos' })).not.toBeInTheDocument();
  });

  it('filters by type through the server', async () => {
    signInAs(regularUser);
    const fake = fakeDocumentsServer([aDocument({ name: 'rg.pdf' }), aDocument({ name: 'foto.png', kind: 'image' })]);
    const app = await openDocuments();
    await screen.findByText('rg.pdf');

    await app.user.click(screen.getByText('Imagens'));

    await waitFor(() => {
      expect(screen.queryByText('rg.pdf')).not.toBeInTheDocument();
    });
    expect(await screen.findByText('foto.png')).toBeInTheDocument();
    expect(fake.requests.some((r) => r.url.includes('kind=image'))).toBe(true);
  });

  it("asks before deleting, then says 'Documento removido'", async () => {
    signInAs(regularUser);
    const fake = fakeDocumentsServer([aDocument({ name: 'rg.pdf' })]);
    const app = await openDocuments();

    await app.user.click(await screen.findByRole('button', { name: 'Excluir rg.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir documento' });
    expect(within(dialog).getByText('Tem certeza de que deseja excluir "rg.pdf"?')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(fake.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Excluir rg.pdf' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Documento removido')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum documento encontrado')).toBeInTheDocument();
    expect(fake.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the upload progress from the request, and lists the file once stored', async () => {
    signInAs(regularUser);
    const fake = fakeDocumentsServer();
    const app = await openDocuments();
    await screen.findByText('Nenhum documento encontrado');

    await app.user.upload(screen.getByLabelText('Escolher arquivo para enviar'), pdfFile());

    await waitFor(() => {
      expect(FakeUpload.last).not.toBeNull();
    });
    const request = FakeUpload.sent();
    expect([request.method, request.url]).toEqual(['POST', '/api/documents']);
    expect(request.body?.get('file')).toBeInstanceOf(File);
    act(() => {
      request.progress(50, 100);
    });
    const bar = screen.getByRole('progressbar', { name: 'Progresso do envio de certidao.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Enviando certidao.pdf... 50%')).toBeInTheDocument();

    const stored = aDocument({ name: 'certidao.pdf' });
    fake.add(stored);
    act(() => {
      request.progress(100, 100);
      request.respond(201, stored);
    });

    expect(await screen.findByText('Envio concluído')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Baixar certidao.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends the expiry date given before the file, as the API writes days', async () => {
    signInAs(regularUser);
    fakeDocumentsServer();
    const app = await openDocuments();
    await screen.findByText('Nenhum documento encontrado');

    await app.user.type(screen.getByRole('textbox', { name: /Validade do documento/ }), '31/12/2027');
    await app.user.tab();
    await app.user.upload(screen.getByLabelText('Escolher arquivo para enviar'), pdfFile());

    await waitFor(() => {
      expect(FakeUpload.last).not.toBeNull();
    });
    expect(FakeUpload.sent().body?.get('expiresOn')).toBe('2027-12-31');
  });

  it('says when the expiry typed is not a day, instead of dropping it silently', async () => {
    signInAs(regularUser);
    fakeDocumentsServer();
    const app = await openDocuments();
    await screen.findByText('Nenhum documento encontrado');
    const expiry = screen.getByRole('textbox', { name: /Validade do documento/ });

    await app.user.type(expiry, '31/02/2027');
    await app.user.tab();

    expect(screen.getByText('Esta data não existe: confira o dia e o mês.')).toBeInTheDocument();
    // The file waits for a day the person means, instead of going without one.
    await app.user.upload(screen.getByLabelText('Escolher arquivo para enviar'), pdfFile());
    expect(await screen.findByText('Corrija a validade do documento antes de enviar o arquivo.')).toBeInTheDocument();
    expect(FakeUpload.last).toBeNull();

    await app.user.clear(expiry);
    await app.user.type(expiry, '28/02/2027');
    expect(screen.queryByText('Esta data não existe: confira o dia e o mês.')).not.toBeInTheDocument();
    // Fixed, the expiry no longer asks to be fixed.
    expect(screen.queryByText('Corrija a validade do documento antes de enviar o arquivo.')).not.toBeInTheDocument();
    await app.user.upload(screen.getByLabelText('Escolher arquivo para enviar'), pdfFile());
    await waitFor(() => {
      expect(FakeUpload.last).not.toBeNull();
    });
    expect(FakeUpload.sent().body?.get('expiresOn')).toBe('2027-02-28');
  });

  it('cancels an upload on request', async () => {
    signInAs(regularUser);
    fakeDocumentsServer();
    const app = await openDocuments();
    await screen.findByText('Nenhum documento encontrado');

    await app.user.upload(screen.getByLabelText('Escolher arquivo para enviar'), pdfFile());
    await screen.findByRole('progressbar');
    await app.user.click(screen.getByRole('button', { name: 'Cancelar envio' }));

    expect(await screen.findByText('Envio cancelado')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's reason for refusing a file", async () => {
    signInAs(regularUser);
    fakeDocumentsServer();
    const app = await openDocuments();
    await screen.findByText('Nenhum documento encontrado');

    await app.user.upload(screen.getByLabelText('Escolher arquivo para enviar'), pdfFile('texto.pdf'));
    await waitFor(() => {
      expect(FakeUpload.last).not.toBeNull();
    });
    act(() => {
      FakeUpload.sent().respond(415, { message: 'Envie PDF, JPG ou PNG.' });
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Envie PDF, JPG ou PNG.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum documento encontrado')).toBeInTheDocument();
  });

  it("lets staff choose a client to see and upload that client's documents", async () => {
    signInAs(adminUser);
    fakeClients();
    const fake = fakeDocumentsServer([aDocument({ name: 'rg.pdf' })]);
    const app = await openDocuments();
    expect(await screen.findByText('Escolha um cliente para enviar documentos em nome dele.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Escolher arquivo para enviar')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('textbox', { name: 'Cliente' }));
    await app.user.click(await screen.findByRole('option', { name: 'Ana Rossi (ana@exemplo.com)', hidden: true }));
    await waitFor(() => {
      expect(fake.requests.some(({ url }) => new URL(url).searchParams.get('userId') === String(regularUser.id))).toBe(
        true,
      );
    });
    await app.user.upload(await screen.findByLabelText('Escolher arquivo para enviar'), pdfFile());
    await waitFor(() => {
      expect(FakeUpload.last).not.toBeNull();
    });
    expect(FakeUpload.sent().body?.get('userId')).toBe(String(regularUser.id));
  });

  it("opens a client's documents from the link of the users' page (?cliente=)", async () => {
    signInAs(adminUser);
    const fake = fakeDocumentsServer();
    await openDocuments('/documents?cliente=42');
    await waitFor(() => {
      expect(fake.requests.some(({ url }) => new URL(url).searchParams.get('userId') === '42')).toBe(true);
    });
    // The client's documents, not the staff member's own.
    expect(await screen.findByText('Os documentos deste cliente aparecerão aqui.')).toBeInTheDocument();
    expect(screen.getByLabelText('Escolher arquivo para enviar')).toBeInTheDocument();
  });

  it('ignores ?cliente= for a client, who sees only their own', async () => {
    signInAs(regularUser);
    const fake = fakeDocumentsServer();
    await openDocuments('/documents?cliente=42');
    await screen.findByText('Nenhum documento encontrado');
    expect(fake.requests.every(({ url }) => !new URL(url).searchParams.has('userId'))).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Cliente' })).not.toBeInTheDocument();
  });
});
