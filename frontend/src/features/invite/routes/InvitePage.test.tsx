import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';

jest.setTimeout(20_000);

const address = `${window.location.origin}/`;

function shellAnswers() {
  server.use(http.get('/api/messages/unread-count', () => HttpResponse.json({ count: 0 })));
}

describe('the invite page', () => {
  it("shows the portal's own address as a 280 px code, #333333 on white", async () => {
    signInAs(adminUser);
    shellAnswers();
    renderApp('/invite');

    const code = await screen.findByRole('img', { name: `QR code com o endereço do portal, ${address}` });
    expect(code).toHaveAttribute('width', '280');
    expect(code.querySelector('path[fill="#333333"]')).not.toBeNull();
    expect(code.querySelector('path[fill="#FFFFFF"]')).not.toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Endereço do portal').value).toBe(address);
  });

  it("says 'Copiado!' for two seconds after copying the link", async () => {
    signInAs(adminUser);
    shellAnswers();
    const { user } = renderApp('/invite');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');

    await user.click(await screen.findByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(await screen.findByRole('button', { name: 'Copiado!' })).toBeInTheDocument();

    await act(() => new Promise((resolve) => setTimeout(resolve, 2100)));
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeInTheDocument();
  });

  it('explains how to install the portal on an iPhone and on Android', async () => {
    signInAs(adminUser);
    shellAnswers();
    const { user } = renderApp('/invite');

    await user.click(await screen.findByRole('tab', { name: 'iPhone/iPad' }));
    expect(await screen.findByRole('heading', { name: 'Instalar no iPhone ou iPad (Safari)' })).toBeInTheDocument();
    expect(screen.getByText("Role a lista e toque em 'Adicionar à Tela de Início'.")).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Android' }));
    expect(await screen.findByRole('heading', { name: 'Instalar no Android (Chrome)' })).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    signInAs(regularUser);
    shellAnswers();
    server.use(http.get('/api/dashboard', () => HttpResponse.json({}, { status: 503 })));
    const app = renderApp('/invite');

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(app.pathname()).toBe('/home');
  });
});
