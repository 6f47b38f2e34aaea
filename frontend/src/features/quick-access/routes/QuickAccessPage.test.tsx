import { screen, waitFor } from '@testing-library/react';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { http, HttpResponse } from 'msw';

jest.setTimeout(20_000);

const origin = window.location.origin;

async function openPage(user = regularUser) {
  signInAs(user);
  server.use(http.get('/api/messages/unread-count', () => HttpResponse.json({ count: 0 })));
  const app = renderApp('/quick-access');
  await screen.findByRole('heading', { level: 1, name: 'Acesso Rápido' });
  return app;
}

const fullUrl = () => screen.getByLabelText<HTMLInputElement>('URL completa').value;

describe('quick access', () => {
  it("shows the Italian passport's link and its QR code first, and offers a client no priority switch", async () => {
    await openPage();

    expect(fullUrl()).toBe(`${origin}/appointments?type=passport&country=italia`);
    expect(screen.getByRole('img', { name: `QR code para ${fullUrl()}` })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Atendimento prioritário/ })).not.toBeInTheDocument();
  });

  it('lets staff add priority=true with the switch', async () => {
    const { user } = await openPage(adminUser);

    expect(fullUrl()).toBe(`${origin}/appointments?type=passport&country=italia`);
    expect(screen.getByRole('img', { name: `QR code para ${fullUrl()}` })).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: /Atendimento prioritário/ }));
    expect(fullUrl()).toBe(`${origin}/appointments?type=passport&country=italia&priority=true`);
  });

  it('draws the code at the chosen size, 200 px to begin with', async () => {
    await openPage();
    const svg = screen.getByRole('img', { name: /^QR code para/ });
    expect(svg).toHaveAttribute('width', '200');
    expect(screen.getByText('Tamanho: 200 px')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Tamanho do QR code' })).toHaveAttribute('aria-valuemin', '100');
  });

  it('takes a page of the portal in the custom tab and refuses another site', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Personalizado' }));
    const input = screen.getByLabelText(/URL do portal/);

    await user.clear(input);
    await user.type(input, '/documents');
    expect(fullUrl()).toBe(`${origin}/documents`);

    await user.clear(input);
    await user.type(input, 'https://evil.example.com/');
    expect(await screen.findAllByText(`Só são aceitos endereços deste portal (${origin}).`)).not.toHaveLength(0);
    expect(screen.queryByLabelText('URL completa')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^QR code para/ })).not.toBeInTheDocument();
  });

  it("copies the link with 'Copiar URL' and says so", async () => {
    const { user } = await openPage();
    // user-event installs its own clipboard on setup: watch what is written to it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copiar URL' }));

    expect(await screen.findByText('URL copiada para a área de transferência!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${origin}/appointments?type=passport&country=italia`);
  });

  it("copies the link when the device has no share sheet ('Compartilhar')", async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(await screen.findByText('URL copiada para a área de transferência!')).toBeInTheDocument();
  });

  it('hands the link to the share sheet where there is one', async () => {
    const share = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
      await waitFor(() => {
        expect(share).toHaveBeenCalledWith({ title: 'Facilitando Burocracias', url: fullUrl() });
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });
});
