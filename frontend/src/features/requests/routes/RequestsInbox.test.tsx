import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { summary, whole } from '../testing/request-fixtures';

it('lists requests for staff and passes the filters to the server', async () => {
  signInAs(adminUser);
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/requests', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items: [summary], total: 1, page: 1, pageSize: 10 });
    }),
  );
  const { user } = renderApp('/admin/requests');

  expect(await screen.findByRole('link', { name: summary.title })).toHaveAttribute('href', '/admin/requests/5');
  expect(screen.getByText('Não lida')).toBeInTheDocument();
  expect(screen.getByText('Sem responsável')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Somente sem responsável' }));
  await screen.findByRole('link', { name: summary.title });
  expect(asked.some((params) => params.get('unassigned') === 'true')).toBe(true);
});

it("marks the priority requests 'Prioridade' and lists only those when asked", async () => {
  signInAs(adminUser);
  const asked: URLSearchParams[] = [];
  const marked = { ...summary, id: 6, title: 'Cidadania italiana — Menores de Idade', priority: true };
  server.use(
    http.get('/api/requests', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const items = params.get('priority') === 'true' ? [marked] : [summary, marked];
      return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 10 });
    }),
  );
  const { user } = renderApp('/admin/requests');

  const item = async (title: string) => (await screen.findByRole('link', { name: title })).closest('li') as HTMLElement;
  expect(within(await item(marked.title)).getByText('Prioridade')).toBeInTheDocument();
  expect(within(await item(summary.title)).queryByText('Prioridade')).not.toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Só prioritários' }));
  await waitFor(() => {
    expect(screen.queryByRole('link', { name: summary.title })).not.toBeInTheDocument();
  });
  expect(asked.at(-1)?.get('priority')).toBe('true');
});

it('shows a request to staff and sends a reply, refusing an empty one', async () => {
  signInAs(adminUser);
  let replied: unknown = null;
  server.use(
    http.get('/api/requests/5', () => HttpResponse.json(whole)),
    http.post('/api/requests/5/reply', async ({ request }) => {
      replied = await request.json();
      return HttpResponse.json({ ...whole, status: 'answered' });
    }),
  );
  const { user } = renderApp('/admin/requests/5');

  expect(await screen.findByText('Pedido negado.')).toBeInTheDocument();
  expect(screen.getByText('Nenhuma resposta foi enviada por esta página ainda.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Baixar decreto.pdf' })).toHaveAttribute('href', '/api/documents/9/download');
  await user.click(screen.getByRole('button', { name: 'Enviar resposta' }));
  expect(await screen.findByText('Escreva a resposta')).toBeInTheDocument();
  expect(replied).toBeNull();

  await user.type(screen.getByLabelText('Resposta ao cliente'), 'Envie a certidão.');
  await user.click(screen.getByRole('button', { name: 'Enviar resposta' }));
  expect(await screen.findByText('Resposta enviada')).toBeInTheDocument();
  expect(replied).toEqual({ content: 'Envie a certidão.' });
});

it("takes a request up with 'Assumir', which then says it is the caller's and does nothing, keeping the focus", async () => {
  signInAs(adminUser);
  let stored: object = whole;
  let assigned = 0;
  server.use(
    http.get('/api/requests/5', () => HttpResponse.json(stored)),
    http.post('/api/requests/5/assign', () => {
      assigned += 1;
      stored = { ...whole, status: 'in_progress', assignedTo: adminUser.id, assignedName: adminUser.fullName };
      return HttpResponse.json(stored);
    }),
  );
  const { user } = renderApp('/admin/requests/5');

  await user.click(await screen.findByRole('button', { name: 'Assumir' }));
  const taken = await screen.findByRole('button', { name: 'Assumida por você' });
  expect(taken).toHaveAttribute('aria-disabled', 'true');
  await waitFor(() => {
    expect(taken).toHaveFocus();
  });
  await user.click(taken);
  // A second take would be on its way now (the button waits while it is).
  expect(taken).not.toHaveAttribute('data-loading');
  expect(assigned).toBe(1);
});

it('lists the replies already sent from the request, with who sent them and when', async () => {
  signInAs(adminUser);
  const replies = [
    { authorName: 'Marina Rossi', content: 'Recebemos o decreto.\nFalta a certidão.', sentAt: '2026-11-25T14:00:00Z' },
    { authorName: null, content: 'Certidão recebida.', sentAt: '2026-11-26T10:30:00Z' },
  ];
  server.use(http.get('/api/requests/5', () => HttpResponse.json({ ...whole, status: 'answered', replies })));
  renderApp('/admin/requests/5');

  const section = await screen.findByRole('region', { name: 'Respostas enviadas' });
  const items = within(section).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('Marina Rossi, em 25/11/2026 14:00');
  expect(items[0]).toHaveTextContent('Recebemos o decreto. Falta a certidão.');
  expect(items[1]).toHaveTextContent('Conta removida, em 26/11/2026 10:30');
});

it('says, over the reply of a closed request, that the reply opens it again', async () => {
  signInAs(adminUser);
  server.use(http.get('/api/requests/5', () => HttpResponse.json({ ...whole, status: 'closed' })));
  renderApp('/admin/requests/5');

  expect(await screen.findByLabelText('Resposta ao cliente')).toHaveAccessibleDescription(
    'A resposta chega ao cliente em Mensagens e por e-mail, e a solicitação, agora encerrada, volta a ficar como Respondida.',
  );
});

it("opens a case from a request with 'Abrir processo', the suggested fields adjustable, then links to it", async () => {
  signInAs(adminUser);
  let opened: unknown = null;
  let stored: Record<string, unknown> = whole;
  server.use(
    http.get('/api/requests/5', () => HttpResponse.json(stored)),
    http.post('/api/requests/5/case', async ({ request }) => {
      opened = await request.json();
      stored = { ...whole, caseId: 31 };
      return HttpResponse.json({ id: 31 }, { status: 201 });
    }),
  );
  const { user } = renderApp('/admin/requests/5');

  await user.click(await screen.findByRole('button', { name: 'Abrir processo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Abrir processo' });
  expect(within(dialog).getByText(/leva o documento anexado/)).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/Tipo do processo/)).toHaveValue('italian_citizenship');
  const country = within(dialog).getByLabelText(/País/);
  expect(country).toHaveValue('Itália');
  await user.clear(country);
  await user.click(within(dialog).getByRole('button', { name: 'Abrir processo' }));
  expect(await within(dialog).findByText('Informe o país.')).toBeInTheDocument();
  expect(opened).toBeNull();

  await user.type(country, 'Itália');
  await user.selectOptions(within(dialog).getByLabelText(/Tipo do processo/), 'passport');
  await user.click(within(dialog).getByRole('button', { name: 'Abrir processo' }));
  expect(await screen.findByText('Processo aberto')).toBeInTheDocument();
  expect(opened).toEqual({ type: 'passport', country: 'Itália', notes: whole.suggestedCase.notes });
  expect(await screen.findByRole('link', { name: 'Ver processo' })).toHaveAttribute('href', '/admin/cases/31');
  await waitFor(() => {
    expect(screen.queryByRole('button', { name: 'Abrir processo' })).not.toBeInTheDocument();
  });
  // The button that had the focus went with the dialog: its successor has it.
  await waitFor(() => {
    expect(screen.getByRole('link', { name: 'Ver processo' })).toHaveFocus();
  });
});

const discountRequest = {
  ...whole,
  kind: 'course-discount',
  title: 'Desconto no curso — Curso Básico de Italiano',
  form: {
    kind: 'course-discount',
    courseId: 1,
    courseName: 'Curso Básico de Italiano',
    name: 'João',
    email: 'joao@cliente.example',
    phone: '11999998888',
  },
  documents: [],
};

it("approves a course discount request after asking, and shows the server's refusal", async () => {
  signInAs(adminUser);
  let approvals = 0;
  server.use(
    http.get('/api/requests/5', () => HttpResponse.json(discountRequest)),
    http.post('/api/requests/5/approve-discount', () => {
      approvals += 1;
      if (approvals === 1) {
        return HttpResponse.json({ message: 'Este curso não tem código de desconto cadastrado.' }, { status: 409 });
      }
      return HttpResponse.json({ ...discountRequest, status: 'answered' });
    }),
  );
  const { user } = renderApp('/admin/requests/5');

  // The course by its name, not its number.
  const fields = await screen.findByRole('region', { name: 'Dados do formulário' });
  expect(within(fields).getByText('Curso', { exact: true })).toBeInTheDocument();
  expect(within(fields).getByText('Curso Básico de Italiano')).toBeInTheDocument();
  expect(within(fields).queryByText('Curso (id)')).not.toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: 'Aprovar desconto' }));
  let dialog = await screen.findByRole('dialog', { name: 'Aprovar desconto' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(approvals).toBe(0);

  await user.click(screen.getByRole('button', { name: 'Aprovar desconto' }));
  dialog = await screen.findByRole('dialog', { name: 'Aprovar desconto' });
  await user.click(within(dialog).getByRole('button', { name: 'Aprovar e enviar código' }));
  expect(await screen.findByText(/Este curso não tem código de desconto cadastrado/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Aprovar desconto' }));
  dialog = await screen.findByRole('dialog', { name: 'Aprovar desconto' });
  await user.click(within(dialog).getByRole('button', { name: 'Aprovar e enviar código' }));
  expect(await screen.findByText('O código foi enviado ao cliente.')).toBeInTheDocument();
  expect(approvals).toBe(2);
});

it("links a finished family tree's request to the client's tree", async () => {
  signInAs(adminUser);
  const tree = {
    ...whole,
    kind: 'family-tree',
    title: 'Árvore genealógica — 7 pessoas',
    form: { kind: 'family-tree', people: 7, notes: 'Falta a certidão do bisavô.' },
  };
  server.use(http.get('/api/requests/5', () => HttpResponse.json(tree)));
  renderApp('/admin/requests/5');

  expect(await screen.findByText('Falta a certidão do bisavô.')).toBeInTheDocument();
  expect(screen.getByText('Pessoas na árvore')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Abrir a árvore' })).toHaveAttribute(
    'href',
    `/family-tree?userId=${String(regularUser.id)}`,
  );
});

it("offers neither 'Aprovar desconto' nor the tree link on other kinds of request", async () => {
  signInAs(adminUser);
  server.use(http.get('/api/requests/5', () => HttpResponse.json(whole)));
  renderApp('/admin/requests/5');

  expect(await screen.findByText('Pedido negado.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Aprovar desconto' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Abrir a árvore' })).not.toBeInTheDocument();
});

it('shows the coded answers of a form in words, in lists too, and its days as the portal writes them', async () => {
  signInAs(adminUser);
  const inventory = {
    ...whole,
    kind: 'inventory',
    title: 'Inventário — Ana Rossi',
    form: {
      kind: 'inventory',
      deceasedName: 'Ana Rossi',
      deceasedDate: '2025-03-14',
      inventoryType: 'extrajudicial',
      contactPreference: 'whatsapp',
      heirs: [{ name: 'Bruno Rossi', relationship: 'child', contact: '' }],
      assets: [{ description: 'Apartamento', type: 'real-estate', estimatedValue: '', location: '' }],
      dismissalReason: 'a-code-nobody-knows',
    },
  };
  server.use(http.get('/api/requests/5', () => HttpResponse.json(inventory)));
  renderApp('/admin/requests/5');

  expect(await screen.findByText('Extrajudicial (em cartório)')).toBeInTheDocument();
  expect(screen.getByText('WhatsApp')).toBeInTheDocument();
  expect(screen.getByText('14/03/2025')).toBeInTheDocument();
  expect(screen.getByText('Bruno Rossi · Filho(a)')).toBeInTheDocument();
  expect(screen.getByText('Apartamento · Imóvel')).toBeInTheDocument();
  // A value the texts do not know is shown as it came.
  expect(screen.getByText('a-code-nobody-knows')).toBeInTheDocument();
  expect(screen.queryByText('extrajudicial')).not.toBeInTheDocument();
});
