import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, signInAs } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { mockCatalog } from '../testing/catalog-mock';
import { card, openPriceDialog } from '../testing/catalog-screen';
import { CoursesTab } from './CoursesTab';

afterEach(() => {
  notifications.clean();
});

describe('the course cards', () => {
  it('show the hours and the price, with the promotional price and its discount when there is one', async () => {
    signInAs(regularUser);
    mockCatalog();

    renderWithProviders(<CoursesTab />);

    await screen.findByRole('heading', { level: 2, name: 'Curso Básico de Italiano' });
    const basic = card('Curso Básico de Italiano');
    expect(basic).toHaveTextContent('96 horas');
    expect(basic).toHaveTextContent('De R$ 3.588,00');
    expect(basic).toHaveTextContent('Por R$ 3.088,00');
    expect(basic).toHaveTextContent('14% de desconto');
    const cils = card('Preparatório CILS B1 Cidadania');
    expect(cils).toHaveTextContent('40 horas');
    expect(cils).toHaveTextContent('R$ 1.800,00');
    expect(cils).not.toHaveTextContent('desconto');
    // The inactive course is not offered.
    expect(screen.queryByRole('heading', { name: 'Curso Intermediário de Italiano' })).not.toBeInTheDocument();
  });

  it("lead to the course page with 'Inscrever-se no Curso', and show no pencil to a user", async () => {
    signInAs(regularUser);
    mockCatalog();

    renderWithProviders(<CoursesTab />);

    await screen.findByRole('heading', { level: 2, name: 'Curso Básico de Italiano' });
    const enrol = within(card('Curso Básico de Italiano')).getByRole('link', { name: 'Inscrever-se no Curso' });
    expect(enrol).toHaveAttribute('href', '/italian-course');
    expect(screen.queryByRole('button', { name: /Editar preço/ })).not.toBeInTheDocument();
  });

  it('say so when there is no course', async () => {
    signInAs(regularUser);
    mockCatalog({ courses: [] });

    renderWithProviders(<CoursesTab />);

    expect(await screen.findByText('Nenhum curso disponível.')).toBeInTheDocument();
  });
});

describe('the price dialog of a course', () => {
  beforeEach(() => {
    signInAs(adminUser);
  });

  it('saves the new regular price, confirms for the course and refreshes the card', async () => {
    const catalog = mockCatalog();
    const { user, dialog, field } = await openPriceDialog(<CoursesTab />, 'Preparatório CILS B1 Cidadania');
    expect(field).toHaveValue('1.800,00');
    await user.clear(field);
    await user.type(field, 'R$ 12.000,00');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Preço atualizado');
    expect(toast).toHaveTextContent('O preço do curso foi atualizado com sucesso!');
    expect(catalog.changes()).toEqual([
      { method: 'PATCH', path: '/api/admin/courses/2', search: '', body: { price: 1200000 } },
    ]);
    await waitFor(() => {
      expect(card('Preparatório CILS B1 Cidadania')).toHaveTextContent('R$ 12.000,00');
    });
  });

  it('says the course price was not changed when the server fails', async () => {
    mockCatalog();
    server.use(
      http.patch('/api/admin/courses/:id', () => HttpResponse.json({ message: 'Acesso negado.' }, { status: 403 })),
    );
    const { user, dialog } = await openPriceDialog(<CoursesTab />, 'Curso Básico de Italiano');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Não foi possível atualizar o preço do curso.');
    expect(toast).toHaveTextContent('Acesso negado.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
