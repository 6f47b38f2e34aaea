import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import { noCompanyLinks } from '../company-links';
import { FeaturesPanel, FeaturesPanelView } from './FeaturesPanel';

describe('the side panel of the sign-in page', () => {
  it('links to the company website and its social profiles, each opening in a new window', async () => {
    server.use(
      http.get('/api/company-links', () =>
        HttpResponse.json({
          website: 'https://empresa.example',
          social: {
            instagram: 'https://instagram.example/empresa',
            facebook: null,
            linkedin: 'https://linkedin.example/empresa',
          },
        }),
      ),
    );
    renderWithProviders(<FeaturesPanel />);

    const nav = await screen.findByRole('navigation', { name: 'Redes sociais e site' });
    const website = within(nav).getByRole('link', { name: 'Site da empresa (abre em nova janela)' });
    expect(website).toHaveAttribute('href', 'https://empresa.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(nav).getByRole('link', { name: 'Instagram (abre em nova janela)' })).toHaveAttribute(
      'href',
      'https://instagram.example/empresa',
    );
    expect(within(nav).getByRole('link', { name: 'LinkedIn (abre em nova janela)' })).toBeInTheDocument();
    // A network without an address gets no link that would lead nowhere.
    expect(within(nav).queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('shows no links section when the company has none configured', () => {
    renderWithProviders(<FeaturesPanelView links={noCompanyLinks} />);

    expect(screen.getByRole('heading', { name: 'O que você encontra no portal' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
