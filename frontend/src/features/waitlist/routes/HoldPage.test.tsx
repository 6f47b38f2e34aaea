import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { field, fillItalianSection } from '@/features/appointments/testing/booking-dialog';
import { ITALIAN_SECTION_SENT } from '@/features/appointments/testing/passport-sample';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import type { Hold } from '../api';

jest.setTimeout(15_000);

const hold: Hold = {
  clientName: 'Ana Rossi',
  serviceName: 'Renovação de Passaporte',
  location: 'Consulado Geral de Portugal em São Paulo',
  date: '2031-03-12',
  time: '10:30',
  expiresAt: '2031-03-10T13:30:00Z',
  hasPhone: false,
  passportRequired: false,
};

/** The server of one hold link: every GET and POST it receives. */
function holdServer(answer: () => Response, shown: Hold = hold) {
  const reads: URL[] = [];
  const posts: unknown[] = [];
  server.use(
    http.get('/api/waitlist/hold', ({ request }) => {
      reads.push(new URL(request.url));
      return HttpResponse.json(shown);
    }),
    http.post('/api/waitlist/hold', async ({ request }) => {
      posts.push(await request.json());
      return answer();
    }),
  );
  return { reads, posts };
}

describe('the page of a waitlist hold link (/lista-de-espera/reserva)', () => {
  it('shows the held slot without booking it, and books only on the button', async () => {
    const { reads, posts } = holdServer(() =>
      HttpResponse.json({ id: 9, date: '2031-03-12', time: '10:30', status: 'pending' }, { status: 201 }),
    );
    const app = renderApp('/lista-de-espera/reserva?token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Horário reservado para você' })).toBeInTheDocument();
    const facts = await screen.findByRole('table', { name: 'Horário reservado' });
    expect(within(facts).getByText('12/03/2031')).toBeInTheDocument();
    expect(within(facts).getByText('10:30')).toBeInTheDocument();
    // Held until 13:30 UTC: said in Brasília's time, as the e-mail says it, on any device.
    expect(screen.getByText(/reservado para você até as 10:30 \(horário de Brasília\)/)).toBeInTheDocument();
    expect(reads[0]?.searchParams.get('token')).toBe('abc');
    expect(posts).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: 'Agendar este horário' }));
    expect(await screen.findByText(/Seu agendamento para 12\/03\/2031 às 10:30 foi registrado/)).toBeInTheDocument();
    expect(posts).toEqual([{ token: 'abc' }]);
  });

  it('says why an expired hold cannot be used, and offers no button', async () => {
    const expired = 'A reserva deste horário expirou e ele passou para o próximo da lista de espera.';
    server.use(http.get('/api/waitlist/hold', () => HttpResponse.json({ message: expired }, { status: 409 })));
    renderApp('/lista-de-espera/reserva?token=abc');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(expired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agendar este horário' })).not.toBeInTheDocument();
  });

  it('shows the refusal of a booking and keeps the page', async () => {
    const used = 'Este horário já foi reservado por este link.';
    const { posts } = holdServer(() => HttpResponse.json({ message: used }, { status: 409 }));
    const app = renderApp('/lista-de-espera/reserva?token=abc');
    await app.user.click(await screen.findByRole('button', { name: 'Agendar este horário' }));
    expect(await screen.findByText(used)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Horário reservado' })).toBeInTheDocument();
  });

  it('refuses a link without its token without asking the server', async () => {
    const { reads } = holdServer(() => HttpResponse.json({}));
    renderApp('/lista-de-espera/reserva');
    expect(await screen.findByText('O link está incompleto. Abra-o de novo a partir do e-mail.')).toBeInTheDocument();
    expect(reads).toEqual([]);
  });

  describe('for an Italian service', () => {
    const italianHold = {
      ...hold,
      serviceName: 'Agendamento de Passaporte Italiano',
      location: 'Consulado Geral da Itália em São Paulo',
      hasPhone: true,
      passportRequired: true,
    };
    // The form's fields; a select's open list lies outside it, as in the booking dialog.
    const form = () => {
      const found = document.querySelector('form');
      if (!found) throw new Error('no form');
      return found;
    };
    const booked = () => HttpResponse.json({ id: 9, date: '2031-03-12', time: '10:30' }, { status: 201 });

    it('asks for the passport data the booking form asks for, and sends it with the token', async () => {
      const { posts } = holdServer(booked, italianHold);
      const app = renderApp('/lista-de-espera/reserva?token=abc');
      const phone = await screen.findByLabelText(/^Telefone/);
      // The account has a phone: the field may stay blank, and the page never shows the number.
      expect(phone).toHaveValue('');
      expect(phone).not.toBeRequired();
      expect(screen.getByText('Deixe em branco para usar o telefone da sua conta.')).toBeInTheDocument();

      await app.user.click(screen.getByRole('button', { name: 'Agendar este horário' }));
      expect(await screen.findByText('Data de nascimento é obrigatória')).toBeInTheDocument();
      expect(screen.getByText('Número A.I.R.E. é obrigatório')).toBeInTheDocument();
      expect(posts).toEqual([]);

      await fillItalianSection({ dialog: form(), user: app.user });
      await app.user.click(screen.getByRole('button', { name: 'Agendar este horário' }));
      expect(await screen.findByText(/Seu agendamento para 12\/03\/2031 às 10:30 foi registrado/)).toBeInTheDocument();
      expect(posts).toEqual([
        {
          token: 'abc',
          clientPhone: null,
          ...ITALIAN_SECTION_SENT,
        },
      ]);
    });

    it('asks for a phone when the account has none', async () => {
      const { posts } = holdServer(booked, { ...italianHold, hasPhone: false });
      const app = renderApp('/lista-de-espera/reserva?token=abc');
      await screen.findByLabelText(/^Telefone/);
      await fillItalianSection({ dialog: form(), user: app.user });
      await app.user.click(screen.getByRole('button', { name: 'Agendar este horário' }));
      expect(await screen.findByText('Telefone é obrigatório')).toBeInTheDocument();
      expect(posts).toEqual([]);

      await app.user.type(screen.getByLabelText(/^Telefone/), '11 91111-2222');
      await app.user.click(screen.getByRole('button', { name: 'Agendar este horário' }));
      expect(await screen.findByText(/Seu agendamento para 12\/03\/2031/)).toBeInTheDocument();
      expect(posts).toEqual([{ token: 'abc', clientPhone: '11 91111-2222', ...ITALIAN_SECTION_SENT }]);
    });

    it("shows the server's refusal of a field under that field, and keeps what was typed", async () => {
      const refusal = {
        message: 'Dados inválidos',
        fieldErrors: { clientPhone: 'Telefone inválido (apenas o servidor sabe)' },
      };
      const { posts } = holdServer(() => HttpResponse.json(refusal, { status: 400 }), italianHold);
      const app = renderApp('/lista-de-espera/reserva?token=abc');
      await screen.findByLabelText(/^Telefone/);
      await fillItalianSection({ dialog: form(), user: app.user });
      await app.user.click(screen.getByRole('button', { name: 'Agendar este horário' }));
      expect(await screen.findByText('Telefone inválido (apenas o servidor sabe)')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Veja a mensagem no campo marcado.');
      expect(field(form(), /Local de nascimento/)).toHaveValue('Curitiba');
      expect(posts).toHaveLength(1);
    });
  });
});
