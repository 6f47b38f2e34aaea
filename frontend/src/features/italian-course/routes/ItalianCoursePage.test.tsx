import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { courseWithoutPercent, mockCatalog } from '@/features/catalog/testing/catalog-mock';
import { card as catalogCard } from '@/features/catalog/testing/catalog-screen';
import { server, signInAs } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import { adminUser, regularUser } from '@/testing/users';
import { captureSubmittedRequest, SUBMITTED_REQUEST_ID } from '@/testing/vault';
import ItalianCoursePage from './ItalianCoursePage';

let sent: () => unknown;

beforeEach(() => {
  mockCatalog();
  sent = captureSubmittedRequest();
});

function renderPage() {
  return renderWithProviders(<ItalianCoursePage />, { route: '/italian-course' });
}

function form(name: string): HTMLElement {
  return screen.getByRole('form', { name });
}

/** The course's card: the page's course names are level-3 headings. */
const card = (name: string) => catalogCard(name, 3);

describe('the Italian course page', () => {
  it('shows the tabs and the active courses with their promotion, and no staff links to a client', async () => {
    signInAs(regularUser);
    const { user } = renderPage();

    const basic = await screen.findByRole('heading', { level: 3, name: 'Curso Básico de Italiano' });
    expect(screen.getByRole('heading', { level: 1, name: 'Curso de Italiano' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Como é o curso' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Benefícios' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Por que estudar conosco' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Depoimentos' }));
    expect(screen.getByText(/Ainda não publicamos depoimentos/)).toBeInTheDocument();

    expect(basic).toBeInTheDocument();
    const basicCard = card('Curso Básico de Italiano');
    expect(basicCard).toHaveTextContent('R$ 3.588,00');
    expect(basicCard).toHaveTextContent('Por R$ 3.088,00');
    expect(basicCard).toHaveTextContent('14% de desconto');
    expect(basicCard).toHaveTextContent(/Promoção especial/);
    expect(card('Preparatório CILS B1 Cidadania')).not.toHaveTextContent(/Promoção especial/);
    expect(
      screen.queryByRole('heading', { level: 3, name: 'Curso Intermediário de Italiano' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Área da equipe' })).not.toBeInTheDocument();
  });

  it('computes the discount percent from the prices when the answer lacks it', async () => {
    signInAs(regularUser);
    mockCatalog({ courses: [courseWithoutPercent()] });
    renderPage();

    await screen.findByRole('heading', { level: 3, name: 'Curso de Conversação' });
    expect(card('Curso de Conversação')).toHaveTextContent('33% de desconto');
    expect(card('Curso de Conversação')).not.toHaveTextContent(/Promoção especial/);
  });

  it('links staff to the course panel and the requests inbox', async () => {
    signInAs(adminUser);
    renderPage();

    const staff = await screen.findByRole('navigation', { name: 'Área da equipe' });
    expect(within(staff).getByRole('link', { name: /Painel do curso/ })).toHaveAttribute(
      'href',
      '/italian-course-admin',
    );
    expect(within(staff).getByRole('link', { name: /Solicitações de desconto/ })).toHaveAttribute(
      'href',
      '/admin/requests',
    );
  });
});

describe('the enrolment form', () => {
  it('requires a course and well-formed contact fields, then sends the chosen course', async () => {
    signInAs(regularUser);
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Curso Básico de Italiano' });
    const enrolment = form('Matrícula');

    await user.clear(within(enrolment).getByLabelText(/Nome completo/));
    await user.clear(within(enrolment).getByLabelText(/E-mail/));
    await user.type(within(enrolment).getByLabelText(/E-mail/), 'joao@');
    await user.clear(within(enrolment).getByLabelText(/Telefone/));
    await user.type(within(enrolment).getByLabelText(/Telefone/), '12');
    await user.click(within(enrolment).getByRole('button', { name: 'Solicitar matrícula' }));

    expect(await within(enrolment).findByText('Escolha um curso')).toBeInTheDocument();
    expect(within(enrolment).getByText('Nome é obrigatório')).toBeInTheDocument();
    expect(within(enrolment).getByText('Endereço de e-mail inválido')).toBeInTheDocument();
    expect(within(enrolment).getByText('Telefone inválido')).toBeInTheDocument();
    expect(sent()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Matricular-se em Preparatório CILS B1 Cidadania' }));
    expect(within(enrolment).getByLabelText(/Curso/)).toHaveValue('2');
    await user.type(within(enrolment).getByLabelText(/Nome completo/), 'João da Silva');
    await user.clear(within(enrolment).getByLabelText(/E-mail/));
    await user.type(within(enrolment).getByLabelText(/E-mail/), 'joao@cliente.example');
    await user.clear(within(enrolment).getByLabelText(/Telefone/));
    await user.type(within(enrolment).getByLabelText(/Telefone/), '(11) 91234-5678');
    await user.type(within(enrolment).getByLabelText(/Mensagem/), 'Prefiro à noite.');
    await user.click(within(enrolment).getByRole('button', { name: 'Solicitar matrícula' }));

    expect(await screen.findByRole('heading', { name: 'Pedido de matrícula enviado!' })).toBeInTheDocument();
    // The confirmation leads to the page of the request just sent.
    expect(
      within(screen.getByRole('status')).getByRole('link', { name: 'Acompanhar esta solicitação' }),
    ).toHaveAttribute('href', `/requests/${String(SUBMITTED_REQUEST_ID)}`);
    expect(sent()).toEqual({
      kind: 'course-enrollment',
      courseId: 2,
      name: 'João da Silva',
      email: 'joao@cliente.example',
      phone: '(11) 91234-5678',
      message: 'Prefiro à noite.',
      documentIds: [],
    });
  });
});

describe('the discount request form', () => {
  it('asks for name, e-mail and phone, starts on the promoted course and promises the code by e-mail', async () => {
    signInAs(regularUser);
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Curso Básico de Italiano' });
    const discount = form('Solicitar desconto');
    expect(within(discount).getByLabelText(/Curso/)).toHaveValue('1');
    expect(within(discount).getByLabelText(/Nome completo/)).toHaveValue('João da Silva');
    expect(within(discount).queryByLabelText(/Mensagem/)).not.toBeInTheDocument();

    await user.clear(within(discount).getByLabelText(/Telefone/));
    await user.clear(within(discount).getByLabelText(/E-mail/));
    await user.click(within(discount).getByRole('button', { name: 'Solicitar desconto' }));
    expect(await within(discount).findByText('Telefone/WhatsApp é obrigatório')).toBeInTheDocument();
    expect(within(discount).getByText('E-mail é obrigatório')).toBeInTheDocument();
    expect(sent()).toBeNull();

    await user.type(within(discount).getByLabelText(/E-mail/), 'joao@cliente.example');
    await user.type(within(discount).getByLabelText(/Telefone/), '11 91234-5678');
    await user.click(within(discount).getByRole('button', { name: 'Solicitar desconto' }));

    expect(await screen.findByRole('heading', { name: 'Solicitação de desconto enviada!' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('status')).getByText(/código de desconto será enviado para o seu e-mail cadastrado/),
    ).toBeInTheDocument();
    expect(sent()).toEqual({
      kind: 'course-discount',
      courseId: 1,
      name: 'João da Silva',
      email: 'joao@cliente.example',
      phone: '11 91234-5678',
      message: '',
      documentIds: [],
    });
  });

  it('lets the discount request name no course, as the server allows', async () => {
    signInAs(regularUser);
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Curso Básico de Italiano' });
    const discount = form('Solicitar desconto');

    await user.selectOptions(within(discount).getByLabelText(/Curso/), 'Qualquer curso');
    await user.click(within(discount).getByRole('button', { name: 'Solicitar desconto' }));

    expect(await screen.findByRole('heading', { name: 'Solicitação de desconto enviada!' })).toBeInTheDocument();
    expect(sent()).toMatchObject({ kind: 'course-discount', courseId: null });
  });
});

describe('both forms sent', () => {
  it('leads each confirmation to its own request', async () => {
    const ids: Record<string, number> = { 'course-enrollment': 51, 'course-discount': 52 };
    server.use(
      http.post('/api/requests', async ({ request }) => {
        const { kind } = (await request.json()) as { kind: string };
        return HttpResponse.json({ id: ids[kind] }, { status: 201 });
      }),
    );
    signInAs(regularUser);
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Curso Básico de Italiano' });
    await user.click(within(form('Solicitar desconto')).getByRole('button', { name: 'Solicitar desconto' }));
    await screen.findByRole('heading', { name: 'Solicitação de desconto enviada!' });
    const enrolment = form('Matrícula');
    await user.selectOptions(within(enrolment).getByLabelText(/Curso/), 'Curso Básico de Italiano');
    await user.click(within(enrolment).getByRole('button', { name: 'Solicitar matrícula' }));
    await screen.findByRole('heading', { name: 'Pedido de matrícula enviado!' });

    // Two links of the same name, each told apart by the confirmation it stands in.
    const linkOf = (confirmation: string) =>
      screen.getByRole('link', { name: 'Acompanhar esta solicitação', description: confirmation });
    expect(linkOf('Solicitação de desconto enviada!')).toHaveAttribute('href', '/requests/52');
    expect(linkOf('Pedido de matrícula enviado!')).toHaveAttribute('href', '/requests/51');
  });
});
