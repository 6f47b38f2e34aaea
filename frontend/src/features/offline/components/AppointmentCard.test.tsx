import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { AppointmentCard } from './AppointmentCard';

describe('the offline appointment card', () => {
  it('shows the service, place, date and time, and a QR code of the reference for the desk', () => {
    renderWithProviders(
      <AppointmentCard
        card={{
          id: 42,
          serviceName: 'Passaporte Italiano',
          location: 'Consulado da Itália em São Paulo',
          date: '2027-03-04',
          time: '09:30',
          status: 'confirmed',
        }}
      />,
    );

    expect(screen.getByRole('heading', { name: 'Passaporte Italiano' })).toBeInTheDocument();
    expect(screen.getByText('Agendamento nº 42')).toBeInTheDocument();
    expect(screen.getByText('Consulado da Itália em São Paulo')).toBeInTheDocument();
    expect(screen.getByText('04/03/2027 às 09:30')).toBeInTheDocument();
    const code = screen.getByRole('img', { name: 'QR code do agendamento nº 42 para a recepção' });
    expect(code.tagName.toLowerCase()).toBe('svg');
  });
});
