import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';

const panel = () => screen.getByRole('tabpanel');
const textbox = (name: string | RegExp) => within(panel()).getByRole('textbox', { name });
const password = (label: string) => within(panel()).getByLabelText(new RegExp(`^${label}`));

jest.setTimeout(15_000);

afterEach(() => {
  notifications.clean();
});

/** Puts the text into the field at once (a paste): typing key by key is slow on a busy machine. */
async function fill(app: { user: UserEvent }, input: HTMLElement, text: string) {
  await app.user.click(input);
  await app.user.paste(text);
}

async function openSettings() {
  signInAs(regularUser);
  const app = renderApp('/settings');
  await screen.findByRole('tab', { name: 'Perfil' }, { timeout: 5000 });
  return app;
}

async function openPasswordTab() {
  const app = await openSettings();
  await app.user.click(screen.getByRole('tab', { name: 'Senha' }));
  return app;
}

function recordPuts(path: string, answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.put(path, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('the settings page', () => {
  it("opens on 'Perfil' with the signed-in user's own data, next to 'Senha' and 'Notificações'", async () => {
    await openSettings();

    expect(screen.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Senha' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Notificações' })).toBeInTheDocument();
    expect(textbox('Nome completo')).toHaveValue('João da Silva');
    expect(textbox('E-mail')).toHaveValue('joao@cliente.example');
    expect(textbox(/^Telefone/)).toHaveValue('+55 11 91234-5678');
    expect(textbox('Nome de usuário')).toHaveValue('joao.silva');
  });
});

describe("the 'Perfil' tab", () => {
  it('checks the full name, the e-mail and the username, sending nothing', async () => {
    const sent = recordPuts('/api/users/2', () => HttpResponse.json(regularUser));
    const app = await openSettings();

    await app.user.clear(textbox('Nome completo'));
    await app.user.clear(textbox('E-mail'));
    await fill(app, textbox('E-mail'), 'joao.cliente.example');
    await app.user.clear(textbox('Nome de usuário'));
    await fill(app, textbox('Nome de usuário'), 'jo');
    await app.user.click(within(panel()).getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Nome completo é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Endereço de e-mail inválido')).toBeInTheDocument();
    expect(screen.getByText('Nome de usuário deve ter pelo menos 3 caracteres')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("changes the phone, sends it empty to remove it, checks it before sending; the server's refusal shows on the field", async () => {
    let answer = () => HttpResponse.json(regularUser);
    const sent = recordPuts('/api/users/2', () => answer());
    const app = await openSettings();

    await app.user.clear(textbox(/^Telefone/));
    await app.user.click(within(panel()).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Perfil atualizado')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ phone: '' })]);

    await fill(app, textbox(/^Telefone/), 'ligue para mim');
    await app.user.click(within(panel()).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(panel()).findByText('Telefone inválido')).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    answer = () =>
      HttpResponse.json({ message: 'Dados inválidos', fieldErrors: { phone: 'Número não atende' } }, { status: 400 });
    await app.user.clear(textbox(/^Telefone/));
    await fill(app, textbox(/^Telefone/), '(11) 98765-4321');
    await app.user.click(within(panel()).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(panel()).findByText('Número não atende')).toBeInTheDocument();
    expect(sent[1]).toEqual(expect.objectContaining({ phone: '(11) 98765-4321' }));
  });

  it('keeps a change not yet saved while another tab is looked at', async () => {
    const app = await openSettings();

    await app.user.clear(textbox(/^Telefone/));
    await fill(app, textbox(/^Telefone/), '11 98888-7777');
    await app.user.click(screen.getByRole('tab', { name: 'Senha' }));
    expect(password('Senha atual')).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'Perfil' }));

    expect(textbox(/^Telefone/)).toHaveValue('11 98888-7777');
  });

  it('saves the profile, says so, and the shell shows the new name', async () => {
    const updated = { ...regularUser, fullName: 'João Pedro da Silva' };
    const sent = recordPuts('/api/users/2', () => {
      signInAs(updated);
      return HttpResponse.json(updated);
    });
    const app = await openSettings();

    await app.user.clear(textbox('Nome completo'));
    await fill(app, textbox('Nome completo'), 'João Pedro da Silva ');
    await app.user.click(within(panel()).getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Perfil atualizado')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        fullName: 'João Pedro da Silva',
        email: 'joao@cliente.example',
        phone: '+55 11 91234-5678',
        username: 'joao.silva',
        currentPassword: null,
      },
    ]);
    expect(screen.queryByLabelText(/Senha atual/)).not.toBeInTheDocument();
    const sidebar = screen.getByRole('complementary');
    expect(await within(sidebar).findByText('João Pedro da Silva')).toBeInTheDocument();
  });

  it('asks for the current password only when the e-mail changes, and sends it', async () => {
    const sent = recordPuts('/api/users/2', () =>
      HttpResponse.json(
        { message: 'Senha atual incorreta', fieldErrors: { currentPassword: 'Senha atual incorreta' } },
        { status: 400 },
      ),
    );
    const app = await openSettings();

    expect(screen.queryByLabelText(/Senha atual/)).not.toBeInTheDocument();
    await app.user.clear(textbox('E-mail'));
    await fill(app, textbox('E-mail'), 'joao.novo@cliente.example');
    await fill(app, password('Senha atual'), 'errada');
    await app.user.click(within(panel()).getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => {
      expect(password('Senha atual')).toHaveAccessibleDescription(expect.stringContaining('Senha atual incorreta'));
    });
    expect(sent).toEqual([
      {
        fullName: 'João da Silva',
        email: 'joao.novo@cliente.example',
        phone: '+55 11 91234-5678',
        username: 'joao.silva',
        currentPassword: 'errada',
      },
    ]);
  });

  it("shows the server's refusal on the field, and a red toast that points there", async () => {
    recordPuts('/api/users/2', () =>
      HttpResponse.json(
        { message: 'Este e-mail já está em uso', fieldErrors: { email: 'Este e-mail já está em uso' } },
        { status: 409 },
      ),
    );
    const app = await openSettings();

    await app.user.clear(textbox('E-mail'));
    await fill(app, textbox('E-mail'), 'marina@facilitando.example');
    await app.user.click(within(panel()).getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Erro ao atualizar perfil')).toBeInTheDocument();
    // Under the field only: the toast says where to look.
    expect(screen.getAllByText('Este e-mail já está em uso')).toHaveLength(1);
    expect(screen.getByText('Veja a mensagem no campo marcado.')).toBeInTheDocument();
    await waitFor(() => {
      expect(textbox('E-mail')).toHaveAccessibleDescription('Este e-mail já está em uso');
    });
  });
});

describe("the 'Senha' tab", () => {
  it('says that other sessions end, and checks every field before sending', async () => {
    const sent = recordPuts('/api/users/2/password', () => new HttpResponse(null, { status: 204 }));
    const app = await openPasswordTab();

    expect(within(panel()).getByText(/sessões abertas em outros aparelhos são encerradas/)).toBeInTheDocument();
    await app.user.click(within(panel()).getByRole('button', { name: 'Atualizar senha' }));

    expect(await screen.findByText('Senha atual é obrigatória')).toBeInTheDocument();
    expect(screen.getByText('A senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Por favor, confirme sua senha')).toBeInTheDocument();

    await fill(app, password('Nova senha'), 'nova-senha');
    await fill(app, password('Confirmar nova senha'), 'outra-senha');
    await app.user.tab();

    expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('warns, before sending, when the new password is weaker than the server accepts for this account', async () => {
    signInAs({ ...regularUser, passwordMinScore: 4 });
    const app = renderApp('/settings');
    await app.user.click(await screen.findByRole('tab', { name: 'Senha' }, { timeout: 5000 }));
    await fill(app, password('Nova senha'), 'nova-senha');
    expect(await within(panel()).findByText(/pode ser recusada/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("shows 'Senha atual incorreta' on the current password when the server says so", async () => {
    recordPuts('/api/users/2/password', () =>
      HttpResponse.json(
        { message: 'Dados inválidos', fieldErrors: { currentPassword: 'Senha atual incorreta' } },
        { status: 400 },
      ),
    );
    const app = await openPasswordTab();

    await fill(app, password('Senha atual'), 'errada');
    await fill(app, password('Nova senha'), 'nova-senha');
    await fill(app, password('Confirmar nova senha'), 'nova-senha');
    await app.user.click(within(panel()).getByRole('button', { name: 'Atualizar senha' }));

    expect(await screen.findByText('Erro ao atualizar senha')).toBeInTheDocument();
    await waitFor(() => {
      expect(password('Senha atual')).toHaveAccessibleDescription('Senha atual incorreta');
    });
    expect(password('Senha atual')).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password, says so and empties the form', async () => {
    const sent = recordPuts('/api/users/2/password', () => new HttpResponse(null, { status: 204 }));
    const app = await openPasswordTab();

    await fill(app, password('Senha atual'), 'segredo123');
    await fill(app, password('Nova senha'), 'nova-senha');
    await fill(app, password('Confirmar nova senha'), 'nova-senha');
    await app.user.click(within(panel()).getByRole('button', { name: 'Atualizar senha' }));

    expect(await screen.findByText('Senha atualizada')).toBeInTheDocument();
    expect(sent).toEqual([{ currentPassword: 'segredo123', newPassword: 'nova-senha' }]);
    await waitFor(() => {
      expect(password('Senha atual')).toHaveValue('');
    });
    expect(password('Confirmar nova senha')).toHaveValue('');
  });
});

describe("the 'Notificações' tab", () => {
  it('says honestly which e-mails are always sent, offering no switches that would do nothing', async () => {
    const app = await openSettings();

    await app.user.click(screen.getByRole('tab', { name: 'Notificações' }));

    expect(within(panel()).getByText('joao@cliente.example')).toBeInTheDocument();
    expect(within(panel()).getByText(/sempre que um agendamento é criado, alterado ou cancelado/)).toBeInTheDocument();
    expect(within(panel()).getByText(/chega em uma próxima versão/)).toBeInTheDocument();
    expect(within(panel()).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('switch')).not.toBeInTheDocument();
  });
});
