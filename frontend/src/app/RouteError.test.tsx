import { screen } from '@testing-library/react';
import { signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';

// A page whose code cannot be loaded, as after a release removed the chunk the browser asked for.
jest.mock('@/features/quick-access/routes/QuickAccessPage', () => ({
  __esModule: true,
  default: () => {
    throw new Error('Loading chunk 123 failed.');
  },
}));

describe('a page that cannot be opened', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('says so and offers to reload', async () => {
    signInAs(regularUser);
    const app = renderApp('/quick-access');

    expect(await screen.findByText('Não foi possível abrir esta página')).toBeInTheDocument();
    expect(screen.getByText('Recarregue a página para tentar de novo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/quick-access');
  });
});
