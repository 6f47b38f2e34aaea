import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';
import { mockCatalog } from '@/features/catalog/testing/catalog-mock';
import { anAppointment, fakeAppointmentsServer } from '../testing/fake-appointments-server';
import type { BookingDialogProps } from '../components/BookingDialog';

// The page's side of a booking: the dialog itself is tested on its own (BookingDialog.test.tsx);
// here it saves or cancels at once, as the real one does after the server answers.
jest.mock('../components/BookingDialog', () => ({
  BookingDialog: ({ opened, onClose, onSaved, serviceId }: BookingDialogProps) =>
    opened ? (
      <div role="dialog" aria-label="Novo Agendamento">
        <p>serviço {String(serviceId)}</p>
        <button
          type="button"
          onClick={() => {
            onSaved?.(anAppointment());
            onClose();
          }}
        >
          Salvar
        </button>
        <button type="button" onClick={onClose}>
          Cancelar
        </button>
      </div>
    ) : null,
}));

jest.setTimeout(20_000);

describe('the appointments page, around the booking dialog', () => {
  beforeEach(() => {
    signInAs(regularUser);
    fakeAppointmentsServer();
  });

  it('shows the Agendamentos tab after a booking made from the passport link, and forgets the link', async () => {
    const app = renderApp('/appointments?tab=servicos&type=passport&country=Portugal');

    expect(await screen.findByText('serviço 2', {}, { timeout: 5000 })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => {
      expect(app.location().search).toBe('');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Agendamentos' })).toHaveAttribute('aria-selected', 'true');
  });

  it('stays on the tab it was on when the booking is cancelled', async () => {
    mockCatalog();
    const app = renderApp('/appointments?tab=servicos');

    const book = await screen.findAllByRole('button', { name: 'Agendar Serviço' }, { timeout: 5000 });
    const [first] = book;
    if (!first) throw new Error('no service card');
    await app.user.click(first);
    await app.user.click(await screen.findByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.location().search).toBe('?tab=servicos');
  });

  it('opens the booking from the passport link even when the catalogue cannot be read', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json({ message: 'Erro interno.' }, { status: 500 })));
    renderApp('/appointments?type=passport&country=Portugal');

    // No service chosen: the client picks one in the dialog, which tells them the list failed.
    expect(await screen.findByText('serviço null', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
