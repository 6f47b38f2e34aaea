import { test } from '@playwright/test';
import { linkMailedTo } from './mails';
import { expect, registerClient, signInAsAdmin } from './people';
import { expectNoAccessibilityViolations, horizontalOverflow, saveScreenshot, viewports } from './support';

const BASIC = 'Curso Básico de Italiano';

test('a client asks for a course discount, staff approve it and the code is mailed; the client also enrols', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const code = `ITALIA${Date.now().toString(36).toUpperCase()}`;
  const staffContext = await browser.newContext({ viewport: viewports.desktop });
  try {
    const staff = await staffContext.newPage();
    await signInAsAdmin(staff.request);
    const courses = (await (await staff.request.get('/api/courses?all=true')).json()) as { id: number; name: string }[];
    const basic = courses.find((course) => course.name === BASIC);
    expect(basic, 'the seeded basic course').toBeTruthy();
    const saved = await staff.request.patch(`/api/courses/${String(basic?.id)}`, { data: { discountCode: code } });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.setViewportSize(viewports.desktop);
    const client = await registerClient(page.request, 'Lucia Ferraro');
    await page.goto('/italian-course');
    const basicCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: BASIC }) });
    await expect(basicCard.getByText(/Promoção especial/)).toBeVisible();
    await expect(basicCard.getByText(/% de desconto/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Área da equipe' })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    await saveScreenshot(page, 'italian-course-desktop');

    const discount = page.getByRole('form', { name: 'Solicitar desconto' });
    await expect(discount.getByLabel(/Curso/)).toHaveValue(String(basic?.id));
    await discount.getByLabel(/Telefone\/WhatsApp/).fill('12');
    await discount.getByRole('button', { name: 'Solicitar desconto' }).click();
    await expect(discount.getByText('Telefone inválido')).toBeVisible();
    await discount.getByLabel(/Telefone\/WhatsApp/).fill('(11) 98765-4321');
    await discount.getByRole('button', { name: 'Solicitar desconto' }).click();
    await expect(page.getByRole('heading', { name: 'Solicitação de desconto enviada!' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await saveScreenshot(page, 'italian-course-discount-sent-desktop');

    await page.getByRole('button', { name: 'Matricular-se em Preparatório CILS B1 Cidadania' }).click();
    const enrolment = page.getByRole('form', { name: 'Matrícula' });
    await enrolment.getByLabel(/Telefone\/WhatsApp/).fill('(11) 98765-4321');
    await enrolment.getByLabel(/Mensagem/).fill('Prefiro aulas à noite.');
    await enrolment.getByRole('button', { name: 'Solicitar matrícula' }).click();
    await expect(page.getByRole('heading', { name: 'Pedido de matrícula enviado!' })).toBeVisible();

    const since = Date.now();
    await staff.goto('/italian-course');
    const staffLinks = staff.getByRole('navigation', { name: 'Área da equipe' });
    await expect(staffLinks.getByRole('link', { name: /Painel do curso/ })).toBeVisible();
    await staffLinks.getByRole('link', { name: /Solicitações de desconto/ }).click();
    await staff.getByLabel('Buscar').fill(client.fullName);
    const rows = staff.getByRole('listitem').filter({ hasText: client.fullName });
    await expect(rows).toHaveCount(2);
    await rows.getByRole('link', { name: /Desconto no curso/ }).click();
    await staff.getByRole('button', { name: 'Aprovar desconto' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Aprovar desconto' });
    await expectNoAccessibilityViolations(staff);
    await saveScreenshot(staff, 'approve-discount-desktop');
    await dialog.getByRole('button', { name: 'Aprovar e enviar código' }).click();
    await expect(staff.getByText('O código foi enviado ao cliente.')).toBeVisible();
    await expect(staff.getByText('Respondida').first()).toBeVisible();

    const mailed = await linkMailedTo(client.email, since, /digo de desconto: [A-Z0-9]+/);
    expect(mailed).toContain(code);

    await page.goto('/messages');
    await expect(page.getByText(new RegExp(code)).first()).toBeVisible();

    await page.setViewportSize(viewports.phone);
    await page.goto('/italian-course');
    await expect(page.getByRole('form', { name: 'Matrícula' })).toBeVisible();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAccessibilityViolations(page);
    await saveScreenshot(page, 'italian-course-phone');
  } finally {
    await staffContext.close();
  }
});
