import { screen } from '@testing-library/react';
import { saveOfflineCards } from '@/lib/offline-cards';
import { withFakeCaches } from '@/testing/fake-caches';
import { renderWithProviders } from '@/testing/test-utils';
import OfflineScreen from './OfflineScreen';

describe('the offline screen', () => {
  withFakeCaches();

  it('says the device is offline and shows the kept appointments', async () => {
    await saveOfflineCards(3, [
      {
        id: 5,
        serviceName: 'Passaporte Português',
        location: 'Consulado',
        date: '2027-01-02',
        time: '10:00',
        status: 'pending',
      },
    ]);
    renderWithProviders(<OfflineScreen />);

    expect(screen.getByRole('heading', { name: 'Você está sem conexão' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Passaporte Português' })).toBeInTheDocument();
    expect(screen.getByText('02/01/2027 às 10:00')).toBeInTheDocument();
  });

  it('says so when nothing was kept on this device', async () => {
    renderWithProviders(<OfflineScreen />);
    expect(await screen.findByText(/Nenhum agendamento guardado neste aparelho/)).toBeInTheDocument();
  });
});
