import { screen } from '@testing-library/react';
import { mockCatalog } from '@/features/catalog/testing/catalog-mock';
import { signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';
import { anAppointment, fakeAppointmentsServer } from '../testing/fake-appointments-server';

jest.setTimeout(20_000);

describe('the list and calendar views of the appointments', () => {
  beforeEach(() => {
    signInAs(regularUser);
    fakeAppointmentsServer({ appointments: [anAppointment({ id: 1, clientName: 'Ana Souza' })] });
    mockCatalog();
  });

  it('opens on the list, shows the month calendar with Calendário, and keeps the view in the address', async () => {
    const app = renderApp('/appointments');

    expect(await screen.findByRole('table')).toHaveTextContent('Ana Souza');
    await app.user.click(screen.getByRole('radio', { name: 'Calendário' }));

    expect(await screen.findByRole('button', { name: 'Próximo mês' })).toBeInTheDocument();
    expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument();
    expect(app.location().search).toBe('?view=calendario');

    await app.user.click(screen.getByRole('radio', { name: 'Lista' }));
    expect(await screen.findByRole('table')).toHaveTextContent('Ana Souza');
    expect(app.location().search).toBe('');
  });

  it('opens on the calendar from a link with ?view=calendario', async () => {
    renderApp('/appointments?view=calendario');
    expect(await screen.findByRole('button', { name: 'Próximo mês' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Calendário' })).toBeChecked();
  });
});
