import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { holdCurrentUser, signInAs } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';
import { RootRedirect } from './RootRedirect';

// Plain stand-ins for the targets, so only RootRedirect decides where the visitor lands.
function renderStart() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<RootRedirect />} />
      <Route path="/home" element={<p>página inicial</p>} />
      <Route path="/auth" element={<p>página de acesso</p>} />
    </Routes>,
  );
}

describe('RootRedirect (docs/product-decisions.md, decision 1)', () => {
  it('sends a signed-in user straight to /home', async () => {
    signInAs(regularUser);

    renderStart();

    expect(await screen.findByText('página inicial')).toBeInTheDocument();
  });

  it('sends anyone else to /auth', async () => {
    renderStart();

    expect(await screen.findByText('página de acesso')).toBeInTheDocument();
  });

  it('decides only once the current user is known', async () => {
    const currentUser = holdCurrentUser();
    renderStart();

    expect(await screen.findByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryByText('página de acesso')).not.toBeInTheDocument();

    currentUser.release(regularUser);

    expect(await screen.findByText('página inicial')).toBeInTheDocument();
  });
});
