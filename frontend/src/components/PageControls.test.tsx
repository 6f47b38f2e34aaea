import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/test-utils';
import { PageControls } from './PageControls';

function Pages() {
  const [page, setPage] = useState(2);
  return <PageControls label="Páginas de documentos" total={3} value={page} onChange={setPage} />;
}

describe('PageControls', () => {
  it('are a named landmark in which each page and arrow says what it does, and the current page is marked', async () => {
    const { user } = renderWithProviders(<Pages />);
    const pages = screen.getByRole('navigation', { name: 'Páginas de documentos' });
    expect(within(pages).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Página 1' })).not.toHaveAttribute('aria-current');

    await user.click(within(pages).getByRole('button', { name: 'Próxima página' }));
    expect(within(pages).getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: 'Página anterior' }));
    await user.click(within(pages).getByRole('button', { name: 'Página anterior' }));
    expect(within(pages).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  });
});
