import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';

jest.setTimeout(20_000);

afterEach(() => {
  notifications.clean();
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

/** The server of the tab: starts off; records each call and its body. */
function twoFactorServer() {
  let enabled = false;
  const calls: string[] = [];
  const record = async (name: string, request: Request) => {
    const body = (await request.json()) as Record<string, string>;
    calls.push(`${name} ${JSON.stringify(body)}`);
    return body;
  };
  server.use(
    http.get('/api/account/two-factor', () => HttpResponse.json({ enabled, recoveryCodesLeft: enabled ? 10 : 0 })),
    http.post('/api/account/two-factor/setup', async ({ request }) => {
      await record('setup', request);
      return HttpResponse.json({
        secret: SECRET,
        otpauthUri: `otpauth://totp/Facilitando%20Burocracias:joao.silva?secret=${SECRET}&issuer=Facilitando%20Burocracias`,
      });
    }),
    http.post('/api/account/two-factor/enable', async ({ request }) => {
      const { code } = await record('enable', request);
      if (code !== '123456')
        return HttpResponse.json(
          { message: 'Dados inválidos.', fieldErrors: { code: 'Código inválido. Confira o aplicativo autenticador.' } },
          { status: 400 },
        );
      enabled = true;
      return HttpResponse.json({ recoveryCodes: CODES });
    }),
    http.post('/api/account/two-factor/disable', async ({ request }) => {
      await record('disable', request);
      enabled = false;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

async function openTab() {
  signInAs(regularUser);
  const app = renderApp('/settings?tab=two-factor');
  await screen.findByRole('heading', { name: 'Verificação em duas etapas' }, { timeout: 5000 });
  return app;
}

const dialog = () => screen.getByRole('dialog');

describe("the 'Verificação em duas etapas' tab", () => {
  it('turns it on: password, QR code and key, first code, then the recovery codes once', async () => {
    const calls = twoFactorServer();
    const app = await openTab();
    expect(await screen.findByText('Desativada')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Ativar' }));
    await screen.findByRole('dialog', { name: 'Ativar a verificação em duas etapas' });
    await app.user.click(within(dialog()).getByLabelText(/^Senha atual/));
    await app.user.paste('segredo123');
    await app.user.click(within(dialog()).getByRole('button', { name: 'Continuar' }));

    expect(await within(dialog()).findByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
    expect(within(dialog()).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const code = within(dialog()).getByRole('textbox', { name: /^Código de verificação/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await app.user.click(code);
    await app.user.paste('654321');
    await app.user.click(within(dialog()).getByRole('button', { name: 'Ativar' }));
    expect(
      await within(dialog()).findByText('Código inválido. Confira o aplicativo autenticador.'),
    ).toBeInTheDocument();

    await app.user.clear(code);
    await app.user.paste('123456');
    await app.user.click(within(dialog()).getByRole('button', { name: 'Ativar' }));

    const list = await within(dialog()).findByRole('list', { name: 'Códigos de recuperação' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(dialog()).getByRole('button', { name: 'Copiar' })).toBeEnabled();
    expect(within(dialog()).getByRole('button', { name: 'Baixar (.txt)' })).toBeEnabled();
    const done = within(dialog()).getByRole('button', { name: 'Concluir' });
    expect(done).toBeDisabled();
    await app.user.click(within(dialog()).getByRole('checkbox', { name: 'Guardei meus códigos' }));
    await app.user.click(done);

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(await screen.findByText('Ativada')).toBeInTheDocument();
    expect(screen.getByText('Códigos de recuperação ainda não usados: 10')).toBeInTheDocument();
    expect(calls).toEqual([
      'setup {"currentPassword":"segredo123"}',
      'enable {"code":"654321"}',
      'enable {"code":"123456"}',
    ]);
  });

  it('turns it off only with the password and a code', async () => {
    const calls = twoFactorServer();
    server.use(
      http.get('/api/account/two-factor', () => HttpResponse.json({ enabled: true, recoveryCodesLeft: 7 }), {
        once: true,
      }),
    );
    const app = await openTab();
    await app.user.click(await screen.findByRole('button', { name: 'Desativar' }));
    await screen.findByRole('dialog', { name: 'Desativar a verificação em duas etapas' });

    await app.user.click(within(dialog()).getByRole('button', { name: 'Desativar' }));
    expect(await within(dialog()).findByText('Senha atual é obrigatória')).toBeInTheDocument();
    expect(within(dialog()).getByText('Informe o código')).toBeInTheDocument();

    await app.user.click(within(dialog()).getByLabelText(/^Senha atual/));
    await app.user.paste('segredo123');
    await app.user.click(within(dialog()).getByRole('textbox', { name: /^Código do aplicativo ou de recuperação/ }));
    await app.user.paste('abcde-fghjk');
    await app.user.click(within(dialog()).getByRole('button', { name: 'Desativar' }));

    expect(await screen.findByText('Verificação desativada')).toBeInTheDocument();
    expect(calls).toEqual(['disable {"currentPassword":"segredo123","code":"abcde-fghjk"}']);
  });

  it('makes new recovery codes with a code from the app, showing them once', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/account/two-factor', () => HttpResponse.json({ enabled: true, recoveryCodesLeft: 2 })),
      http.post('/api/account/two-factor/recovery-codes', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ recoveryCodes: CODES });
      }),
    );
    const app = await openTab();
    expect(await screen.findByText('Códigos de recuperação ainda não usados: 2')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Gerar novos códigos' }));
    await screen.findByRole('dialog', { name: 'Gerar novos códigos de recuperação' });

    await app.user.click(within(dialog()).getByRole('textbox', { name: /^Código de verificação/ }));
    await app.user.paste('abcde-fghjk');
    await app.user.click(within(dialog()).getByRole('button', { name: 'Gerar códigos' }));
    expect(await within(dialog()).findByText('O código tem 6 dígitos')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await app.user.clear(within(dialog()).getByRole('textbox', { name: /^Código de verificação/ }));
    await app.user.paste('123456');
    await app.user.click(within(dialog()).getByRole('button', { name: 'Gerar códigos' }));
    const list = await within(dialog()).findByRole('list', { name: 'Códigos de recuperação' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(sent).toEqual([{ code: '123456' }]);
  });
});
