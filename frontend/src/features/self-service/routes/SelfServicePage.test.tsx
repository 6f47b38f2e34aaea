import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';

jest.setTimeout(15_000);

const appointment = {
  id: 7,
  clientName: 'Ana Rossi',
  serviceName: 'Renovação de Passaporte',
  location: 'Consulado Geral de Portugal em São Paulo',
  date: '2031-03-12',
  time: '10:30',
  status: 'pending',
  presenceConfirmedAt: null,
  closedNotice: null,
};

/** The server of one link: what GET answers, and every POST it receives. */
function linkServer(action: string, answer: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const reads: URL[] = [];
  const posts: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/self-service', ({ request }) => {
      reads.push(new URL(request.url));
      return HttpResponse.json({ ...appointment, action });
    }),
    http.post('/api/self-service', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posts.push(body);
      return answer(body);
    }),
  );
  return { reads, posts };
}

describe('the page of a link in an appointment mail (/agendamento)', () => {
  it('shows the appointment without changing it, and confirms presence only on the button', async () => {
    const { reads, posts } = linkServer('confirm', () =>
      HttpResponse.json({ ...appointment, action: 'confirm', presenceConfirmedAt: '2031-03-10T12:00:00Z' }),
    );
    const app = renderApp('/agendamento?id=7&acao=confirm&token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmar presença' })).toBeInTheDocument();
    const facts = await screen.findByRole('table', { name: 'Dados do agendamento' });
    expect(within(facts).getByText('12/03/2031')).toBeInTheDocument();
    expect(within(facts).getByText('Consulado Geral de Portugal em São Paulo')).toBeInTheDocument();
    expect(reads[0]?.searchParams.get('token')).toBe('abc');
    expect(posts).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: 'Confirmar presença' }));
    expect(await screen.findByText('Presença confirmada. Obrigado!')).toBeInTheDocument();
    expect(posts).toEqual([{ appointment: 7, action: 'confirm', token: 'abc' }]);
    expect(screen.getByText('Confirmada')).toBeInTheDocument();
  });

  it('says why presence cannot be confirmed on a day closed since, and offers no button for it', async () => {
    const closedNotice = 'Fechado em 12/03/2031: Reforma do prédio.';
    server.use(
      http.get('/api/self-service', () => HttpResponse.json({ ...appointment, closedNotice, action: 'confirm' })),
    );
    renderApp('/agendamento?id=7&acao=confirm&token=abc');
    expect(
      await screen.findByText(`${closedNotice} Este agendamento precisa ser remarcado ou cancelado.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar presença' })).not.toBeInTheDocument();
  });

  it('says why a used or expired link cannot be used, and offers no button', async () => {
    server.use(
      http.get('/api/self-service', () => HttpResponse.json({ message: 'Este link já foi usado.' }, { status: 409 })),
    );
    renderApp('/agendamento?id=7&acao=cancel&token=abc');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Este link já foi usado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar agendamento' })).not.toBeInTheDocument();
  });

  it('refuses an incomplete link without asking the server', async () => {
    const { reads } = linkServer('cancel', () => HttpResponse.json({}));
    renderApp('/agendamento?id=7&acao=apagar');
    expect(
      await screen.findByText('Este link está incompleto. Abra-o novamente a partir do e-mail.'),
    ).toBeInTheDocument();
    expect(reads).toEqual([]);
  });

  it('shows the server refusal of a cancellation and keeps the page', async () => {
    const { posts } = linkServer('cancel', () =>
      HttpResponse.json({ message: 'Este link expirou: o horário do agendamento já passou.' }, { status: 409 }),
    );
    const app = renderApp('/agendamento?id=7&acao=cancel&token=abc');
    await app.user.click(await screen.findByRole('button', { name: 'Cancelar agendamento' }));
    expect(await screen.findByText('Este link expirou: o horário do agendamento já passou.')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cancelar agendamento' })).toBeInTheDocument();
  });

  it('offers only the free times of the chosen day and moves the appointment there', async () => {
    const days: (string | null)[] = [];
    server.use(
      http.get('/api/self-service/slots', ({ request }) => {
        days.push(new URL(request.url).searchParams.get('date'));
        return HttpResponse.json([
          { time: '09:00', available: false, passed: false },
          { time: '09:30', available: true, passed: false },
          { time: '10:00', available: true, passed: false },
        ]);
      }),
    );
    const { posts } = linkServer('reschedule', (body) =>
      HttpResponse.json({ ...appointment, action: 'reschedule', date: body.date, time: body.time }),
    );
    const app = renderApp('/agendamento?id=7&acao=reschedule&token=abc');
    const button = await screen.findByRole('button', { name: 'Remarcar' });
    expect(button).toBeDisabled();
    // The field says beforehand which days can be chosen.
    expect(screen.getByLabelText('Nova data')).toHaveAccessibleDescription(
      'De segunda a sexta-feira, a partir de hoje. Não há atendimento aos sábados, domingos e feriados.',
    );
    await app.user.type(screen.getByLabelText('Nova data'), '14/03/2031');
    const times = await screen.findByRole('radiogroup', { name: 'Novo horário' });
    expect(within(times).queryByLabelText('09:00')).not.toBeInTheDocument();
    await app.user.click(within(times).getByLabelText('10:00'));
    await app.user.click(button);
    expect(await screen.findByText('Agendamento remarcado para 14/03/2031 às 10:00.')).toBeInTheDocument();
    expect(days.at(-1)).toBe('2031-03-14');
    expect(posts).toEqual([{ appointment: 7, action: 'reschedule', token: 'abc', date: '2031-03-14', time: '10:00' }]);
  });

  it('shows why a closed day was refused under the date, and offers no time', async () => {
    server.use(
      http.get('/api/self-service/slots', () =>
        HttpResponse.json(
          { message: 'Dados inválidos', fieldErrors: { date: 'Fechado em 25/12/2031: Natal.' } },
          { status: 400 },
        ),
      ),
    );
    linkServer('reschedule', () => HttpResponse.json(appointment));
    const app = renderApp('/agendamento?id=7&acao=reschedule&token=abc');
    await screen.findByRole('button', { name: 'Remarcar' });
    await app.user.type(screen.getByLabelText('Nova data'), '25/12/2031');
    await waitFor(() => {
      expect(screen.getByLabelText('Nova data')).toHaveAccessibleDescription(/Fechado em 25\/12\/2031: Natal\./);
    });
    expect(screen.getByLabelText('Nova data')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('radiogroup', { name: 'Novo horário' })).not.toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar os horários.')).not.toBeInTheDocument();
  });
});
