import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { User } from '@/features/auth';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';

jest.setTimeout(15_000);

afterEach(() => {
  notifications.clean();
});

const inactiveUser: User = {
  id: 3,
  username: 'carla',
  fullName: 'Carla Mendes',
  email: 'carla@cliente.example',
  phone: null,
  role: 'user',
  active: false,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
  passwordMinScore: 2,
};

/**
 * GET /api/users over `users`, filtering and paging like the server, and recording each query;
 * PATCH and DELETE change the list, so a refetch shows the change.
 */
function usersApi(initial: User[] = [adminUser, regularUser, inactiveUser]) {
  let users = [...initial];
  const queries: URLSearchParams[] = [];
  const changes: unknown[] = [];
  server.use(
    http.get('/api/users', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const q = (params.get('q') ?? '').toLowerCase();
      const role = params.get('role');
      const page = Number(params.get('page') ?? '1');
      const pageSize = Number(params.get('pageSize') ?? '20');
      const found = users.filter(
        (user) =>
          (!role || user.role === role) &&
          (!q || [user.fullName, user.username, user.email].some((text) => text.toLowerCase().includes(q))),
      );
      return HttpResponse.json({
        items: found.slice((page - 1) * pageSize, page * pageSize),
        total: found.length,
        page,
        pageSize,
      });
    }),
    http.patch('/api/users/:id', async ({ params, request }) => {
      const change = (await request.json()) as Pick<User, 'role' | 'active'>;
      changes.push(change);
      const id = Number(params.id);
      users = users.map((user) => (user.id === id ? { ...user, ...change } : user));
      return HttpResponse.json(users.find((user) => user.id === id));
    }),
    http.delete('/api/users/:id', ({ params }) => {
      users = users.filter((user) => user.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { queries, changes, lastQuery: () => queries.at(-1) };
}

async function openPage() {
  signInAs(adminUser);
  const app = renderApp('/users-management');
  const table = await screen.findByRole('table', { name: 'Usuários cadastrados' }, { timeout: 5000 });
  return { ...app, table };
}

const table = () => screen.getByRole('table', { name: 'Usuários cadastrados' });

const rowOf = (name: string) => {
  const row = screen.getByRole('cell', { name: new RegExp(`^${name}`) }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('the user list', () => {
  it('shows each user with username, e-mail, role and status, and how many there are', async () => {
    usersApi();
    const { table } = await openPage();

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nome', 'Usuário', 'E-mail', 'Perfil', 'Situação', 'Ações']);
    const carla = rowOf('Carla Mendes');
    expect(within(carla).getByText('carla')).toBeInTheDocument();
    expect(within(carla).getByText('carla@cliente.example')).toBeInTheDocument();
    expect(within(carla).getByText('Usuário')).toBeInTheDocument();
    expect(within(carla).getByText('Inativo')).toBeInTheDocument();
    expect(within(carla).getByRole('link', { name: 'Documentos de Carla Mendes' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/documents\?cliente=\d+$/),
    );
    expect(within(rowOf('Marina Rossi')).getByText('Administrador')).toBeInTheDocument();
    expect(within(rowOf('Marina Rossi')).getByText('Ativo')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 1–3 de 3')).toBeInTheDocument();
  });

  it("offers no removal on the administrator's own row, and marks it", async () => {
    usersApi();
    await openPage();

    const own = rowOf('Marina Rossi');
    expect(within(own).getByText('Você')).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Editar Marina Rossi' })).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();
    expect(within(rowOf('João da Silva')).getByRole('button', { name: 'Remover João da Silva' })).toBeInTheDocument();
  });

  it("links a client's row, and only a client's, to their family tree", async () => {
    usersApi();
    await openPage();

    const tree = within(rowOf('João da Silva')).getByRole('link', { name: 'Árvore genealógica de João da Silva' });
    expect(tree.getAttribute('href')).toMatch(/^\/family-tree\?userId=\d+$/);
    expect(within(rowOf('Marina Rossi')).queryByRole('link', { name: /Árvore genealógica/ })).not.toBeInTheDocument();
  });

  it('searches on the server by what is typed, and filters by role', async () => {
    const api = usersApi();
    const app = await openPage();

    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'carla');

    // One wait for the whole answer to the last query: the list of an earlier query can match part
    // of it for a moment, before the last one is drawn.
    await waitFor(() => {
      expect(api.lastQuery()?.get('q')).toBe('carla');
      expect(within(table()).queryByText('Marina Rossi')).not.toBeInTheDocument();
      expect(within(table()).getByText('Carla Mendes')).toBeInTheDocument();
    });

    await app.user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Perfil' }), 'Administrador');

    await waitFor(() => {
      expect(api.lastQuery()?.get('role')).toBe('admin');
      expect(within(table()).queryByText('João da Silva')).not.toBeInTheDocument();
      expect(within(table()).getByText('Marina Rossi')).toBeInTheDocument();
    });
    expect(api.lastQuery()?.has('q')).toBe(false);
  });

  it('says when no user matches the filters, and clears them', async () => {
    usersApi();
    const app = await openPage();

    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ninguém');

    expect(await screen.findByText('Nenhum usuário encontrado com os filtros aplicados.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Limpar filtros' }));

    expect(await screen.findByText('Carla Mendes')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  });

  it('says when there are no users at all', async () => {
    usersApi([]);
    signInAs(adminUser);
    renderApp('/users-management');

    expect(await screen.findByText('Nenhum usuário cadastrado.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
  });

  it('pages through the list with the server', async () => {
    const many: User[] = Array.from({ length: 25 }, (_, index) => ({
      ...regularUser,
      id: 100 + index,
      username: `cliente${String(index + 1).padStart(2, '0')}`,
      fullName: `Cliente ${String(index + 1).padStart(2, '0')}`,
      email: `cliente${String(index + 1)}@exemplo.com`,
    }));
    const api = usersApi(many);
    const app = await openPage();

    expect(screen.getByText('Mostrando 1–20 de 25')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Página 2' }));

    expect(await screen.findByText('Cliente 21')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 21–25 de 25')).toBeInTheDocument();
    expect(api.lastQuery()?.get('page')).toBe('2');
    expect(api.lastQuery()?.get('pageSize')).toBe('20');
  });

  it('shows a failure to load with the message and a retry', async () => {
    signInAs(adminUser);
    usersApi();
    // Added last, so it answers first, once; the retry reaches the list.
    server.use(
      http.get(
        '/api/users',
        () => HttpResponse.json({ message: 'Erro interno. Tente novamente mais tarde.' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const app = renderApp('/users-management');

    expect(await screen.findByText('Não foi possível carregar os usuários', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Erro interno. Tente novamente mais tarde.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByRole('table', { name: 'Usuários cadastrados' })).toBeInTheDocument();
  });
});

describe('the edit dialog', () => {
  it('shows username and full name read-only and changes only role and active', async () => {
    const api = usersApi();
    const app = await openPage();

    await app.user.click(within(rowOf('João da Silva')).getByRole('button', { name: 'Editar João da Silva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuário' });

    expect(within(dialog).getByRole('textbox', { name: 'Nome de usuário' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Nome de usuário' })).toHaveValue('joao.silva');
    expect(within(dialog).getByRole('textbox', { name: 'Nome completo' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('radio', { name: 'Usuário' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: /^Conta ativa/ })).toBeChecked();

    await app.user.click(within(dialog).getByRole('radio', { name: 'Administrador' }));
    await app.user.click(within(dialog).getByRole('switch', { name: /^Conta ativa/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    // Full access and a locked account are asked again, saying what they do; nothing is sent yet,
    // and the question holds the focus on 'Voltar'.
    const ask = await screen.findByRole('dialog', { name: 'Confirme a alteração de João da Silva' });
    expect(ask).toHaveTextContent(/verá os dados e documentos de todos os clientes/);
    expect(ask).toHaveTextContent(/sessões abertas terminam agora/);
    await waitFor(() => {
      expect(within(ask).getByRole('button', { name: 'Voltar' })).toHaveFocus();
    });
    expect(api.changes).toEqual([]);
    await app.user.click(within(ask).getByRole('button', { name: 'Confirmar alteração' }));

    expect(await screen.findByText('Usuário atualizado')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(within(rowOf('João da Silva')).getByText('Inativo')).toBeInTheDocument();
    });
    expect(within(rowOf('João da Silva')).getByText('Administrador')).toBeInTheDocument();
    expect(api.changes).toEqual([{ role: 'admin', active: false }]);
  });

  it("asks only about what the change does, and 'Voltar' sends nothing", async () => {
    const api = usersApi();
    const app = await openPage();

    await app.user.click(within(rowOf('João da Silva')).getByRole('button', { name: 'Editar João da Silva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuário' });
    await app.user.click(within(dialog).getByRole('radio', { name: 'Administrador' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const ask = await screen.findByRole('dialog', { name: 'Confirme a alteração de João da Silva' });
    expect(ask).not.toHaveTextContent(/sessões abertas/);
    await app.user.click(within(ask).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: /Confirme a alteração/ })).not.toBeInTheDocument();
    });
    expect(api.changes).toEqual([]);

    // Back to the client's role: nothing risky is left, so Salvar saves at once.
    await app.user.click(within(dialog).getByRole('radio', { name: 'Usuário' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário atualizado')).toBeInTheDocument();
    expect(api.changes).toEqual([{ role: 'user', active: true }]);
  });

  it('turns an inactive account back on without asking', async () => {
    const api = usersApi();
    const app = await openPage();

    await app.user.click(within(rowOf('Carla Mendes')).getByRole('button', { name: 'Editar Carla Mendes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuário' });
    await app.user.click(within(dialog).getByRole('switch', { name: /^Conta ativa/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Usuário atualizado')).toBeInTheDocument();
    expect(api.changes).toEqual([{ role: 'user', active: true }]);
  });

  it("shows the server's refusal in a red toast and keeps the dialog open", async () => {
    usersApi();
    server.use(
      http.patch('/api/users/:id', () =>
        HttpResponse.json({ message: 'Não é possível remover o último administrador ativo.' }, { status: 409 }),
      ),
    );
    const app = await openPage();

    await app.user.click(within(rowOf('João da Silva')).getByRole('button', { name: 'Editar João da Silva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuário' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Erro ao atualizar usuário')).toBeInTheDocument();
    expect(screen.getByText('Não é possível remover o último administrador ativo.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Editar usuário' })).toBeInTheDocument();
  });

  it('does not let administrators change their own access', async () => {
    usersApi();
    const app = await openPage();

    await app.user.click(within(rowOf('Marina Rossi')).getByRole('button', { name: 'Editar Marina Rossi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuário' });

    expect(within(dialog).getByText('Você não pode alterar o seu próprio acesso.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Usuário' })).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: /^Conta ativa/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });
});

describe('removing a user', () => {
  it('asks first, and Cancelar keeps the user', async () => {
    usersApi();
    const app = await openPage();

    await app.user.click(within(rowOf('Carla Mendes')).getByRole('button', { name: 'Remover Carla Mendes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover usuário' });
    expect(
      within(dialog).getByText('Tem certeza que deseja remover este usuário? Esta ação não pode ser desfeita.'),
    ).toBeInTheDocument();

    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByText('Carla Mendes')).toBeInTheDocument();
  });

  it('removes the user once confirmed and says so', async () => {
    usersApi();
    const app = await openPage();

    await app.user.click(within(rowOf('Carla Mendes')).getByRole('button', { name: 'Remover Carla Mendes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover usuário' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Remover' }));

    expect(await screen.findByText('Usuário removido')).toBeInTheDocument();
    expect(screen.getByText('O usuário foi removido com sucesso.')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('Carla Mendes')).not.toBeInTheDocument();
    });
  });

  it("shows the server's refusal in a red toast", async () => {
    usersApi();
    server.use(
      http.delete('/api/users/:id', () =>
        HttpResponse.json({ message: 'Não é possível remover o último administrador ativo.' }, { status: 409 }),
      ),
    );
    const app = await openPage();

    await app.user.click(within(rowOf('Carla Mendes')).getByRole('button', { name: 'Remover Carla Mendes' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover' }));

    expect(await screen.findByText('Erro ao remover usuário')).toBeInTheDocument();
    expect(screen.getByText('Não é possível remover o último administrador ativo.')).toBeInTheDocument();
    expect(screen.getByText('Carla Mendes')).toBeInTheDocument();
    // The dialog stays beside the error (it does not close, even after its closing animation would
    // have ended), so the admin can try again or cancel.
    await expect(
      waitFor(
        () => {
          expect(screen.queryByRole('dialog', { name: 'Remover usuário' })).not.toBeInTheDocument();
        },
        { timeout: 600 },
      ),
    ).rejects.toThrow();
  });
});
