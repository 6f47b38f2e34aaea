import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { adminUser } from '@/testing/users';

jest.setTimeout(20_000);

/** The number a stat card shows under its label. */
async function card(label: string) {
  const titles = await screen.findAllByText(label);
  const inCard = titles.map((title) => title.closest('article')).find(Boolean);
  if (!inCard) throw new Error(`no card '${label}'`);
  return inCard;
}

describe('the demonstration dashboard', () => {
  it("says it is a demonstration and shows the spec's sample figures, asking the server for none", async () => {
    signInAs(adminUser);
    const dashboard = jest.fn();
    server.use(
      http.get('/api/messages/unread-count', () => HttpResponse.json({ count: 0 })),
      http.get('/api/dashboard', () => {
        dashboard();
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderApp('/demo');

    expect(await screen.findByText(/Nada nesta página é real/)).toBeInTheDocument();
    expect(screen.getAllByText('Demonstração').length).toBeGreaterThan(0);
    expect(within(await card('Total de agendamentos')).getByText('24')).toBeInTheDocument();
    expect(within(await card('Agendamentos pendentes')).getByText('8')).toBeInTheDocument();
    expect(within(await card('Agendamentos concluídos')).getByText('16')).toBeInTheDocument();
    expect(within(await card('Mensagens não lidas')).getByText('3')).toBeInTheDocument();
    expect(within(await card('Documentos')).getByText('12')).toBeInTheDocument();
    expect(within(await card('Clientes')).getByText('18')).toBeInTheDocument();

    expect(screen.getAllByText('Maria Rossi').length).toBeGreaterThan(0);
    expect(screen.getByText('60 min')).toBeInTheDocument();
    expect(screen.getAllByText('45 min')).toHaveLength(2);
    expect(screen.getByText(/150,00/)).toBeInTheDocument();
    expect(dashboard).not.toHaveBeenCalled();
  });
});
