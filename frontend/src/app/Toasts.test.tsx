import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { onAPhone } from '@/testing/match-media';
import { renderWithProviders } from '@/testing/test-utils';

function showThree() {
  act(() => {
    notifications.show({ title: 'Solicitação assumida', message: 'Agora ela é sua.' });
    notifications.show({ title: 'Resposta enviada', message: 'O cliente foi avisado.' });
    notifications.show({ title: 'Processo aberto', message: 'O cliente já pode acompanhá-lo.' });
  });
}

afterEach(() => {
  act(() => {
    notifications.clean();
  });
});

describe('the toasts', () => {
  it('stack on a wide screen', async () => {
    renderWithProviders(<p>Página</p>);
    showThree();

    expect(await screen.findByText('Processo aberto')).toBeInTheDocument();
    expect(screen.getByText('Solicitação assumida')).toBeInTheDocument();
    expect(screen.getByText('Resposta enviada')).toBeInTheDocument();
  });

  it('stand one at a time on a phone: the newest takes the place of the one shown', async () => {
    onAPhone();
    renderWithProviders(<p>Página</p>);
    showThree();

    expect(await screen.findByText('Processo aberto')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('Resposta enviada')).not.toBeInTheDocument();
    });
    expect(screen.queryByText('Solicitação assumida')).not.toBeInTheDocument();
    expect(screen.getByText('Processo aberto')).toBeInTheDocument();
  });
});
