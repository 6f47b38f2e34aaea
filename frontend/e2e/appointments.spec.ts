import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import {
  expectNoAccessibilityViolations,
  horizontalOverflow,
  saveScreenshot,
  SCREENSHOT_DIR,
  viewports,
} from './support';
import { weekdayAhead } from './bookings';
import { registerClient, signInAsAdmin } from './people';

// The machine running the suite may be busy; a page's lazy chunk can take a while to arrive.
const expect = baseExpect.configure({ timeout: 15_000 });

const SERVICE = 'Agendamento de Passaporte Italiano';
const PLACE = 'Consulado Geral da Itália em São Paulo';
const TIME = '10:00';

/** A day as the portal's calendar names it: 'quarta-feira, 12 de março de 2031'. */
interface Day {
  iso: string;
  shown: string;
  long: string;
  /** Months after the current one (in São Paulo) the day falls in. */
  monthsAhead: number;
}

/** The first open weekday at least two days after today in São Paulo, where appointments are booked. */
function bookableDay(): Day {
  const todayThere = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [year, month] = todayThere.split('-').map(Number) as [number, number];
  const iso = weekdayAhead(2);
  const day = new Date(`${iso}T00:00:00Z`);
  const [y, m, d] = iso.split('-');
  return {
    iso,
    shown: `${d ?? ''}/${m ?? ''}/${y ?? ''}`,
    long: new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(day),
    monthsAhead: (day.getUTCFullYear() - year) * 12 + day.getUTCMonth() - (month - 1),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens /calendar on the given day: its appointments are listed beside the month. */
async function openCalendarOn(page: Page, day: Day) {
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendário' })).toBeVisible();
  for (let i = 0; i < day.monthsAhead; i += 1) await page.getByRole('button', { name: 'Próximo mês' }).click();
  await page.getByRole('button', { name: new RegExp(`^${escape(day.long)}`) }).click();
  const list = page.getByRole('region', { name: `Agendamentos de ${day.long}` });
  await expect(list).toBeVisible();
  return list;
}

/** Picks an option of one of the dialog's selects. */
async function choose(dialog: Locator, page: Page, label: string, option: string) {
  const input = dialog.getByRole('textbox', { name: label, exact: true });
  await expect(input).toBeEnabled();
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

test('a client books an Italian passport appointment, sees it in the calendar and the dashboard, and an administrator confirms it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const day = bookableDay();
  await page.setViewportSize(viewports.desktop);
  const client = await registerClient(page.request, 'Giulia Bianchi Ferreira');

  // The calendar: an empty day, and the booking dialog opened on it.
  const dayList = await openCalendarOn(page, day);
  await expect(dayList.getByText('Nenhum agendamento neste dia')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'appointments-calendar-empty-desktop');

  await dayList.getByRole('button', { name: 'Novo Agendamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(dialog.getByRole('textbox', { name: 'Nome do cliente' })).toHaveValue(client.fullName);
  await expect(dialog.getByRole('textbox', { name: 'E-mail do cliente' })).toHaveValue(client.email);
  await expect(dialog.getByRole('button', { name: /^Data/ })).toContainText(day.shown);

  // Sending it empty-handed lists what is missing.
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expect(dialog.getByText('Serviço é obrigatório')).toBeVisible();
  await expect(dialog.getByText('Local é obrigatório')).toBeVisible();

  await choose(dialog, page, 'Serviço', SERVICE);
  await expect(dialog.getByText('Documentos necessários para o passaporte italiano')).toBeVisible();
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expect(dialog.getByText('Número A.I.R.E. é obrigatório')).toBeVisible();
  await expect(dialog.getByText('Telefone é obrigatório')).toBeVisible();

  await choose(dialog, page, 'Local', PLACE);
  await choose(dialog, page, 'Horário', TIME);
  await dialog.getByRole('textbox', { name: 'Telefone' }).fill('+55 11 98888-7777');
  await dialog.getByRole('textbox', { name: 'Data de nascimento' }).fill('10/05/1990');
  await dialog.getByRole('textbox', { name: 'Local de nascimento' }).fill('Curitiba');
  await dialog.getByRole('textbox', { name: 'Endereço atual' }).fill('Rua das Flores, 10, Curitiba');
  await choose(dialog, page, 'Tipo de documento', 'RG');
  await dialog.getByRole('textbox', { name: 'Número do documento' }).fill('12.345.678-9');
  await dialog.getByRole('textbox', { name: 'Data de emissão' }).fill('20/01/2015');
  await dialog.getByRole('textbox', { name: 'Data de validade' }).fill('20/01/2035');
  await dialog.getByRole('textbox', { name: 'Órgão emissor' }).fill('SSP/PR');
  await dialog.getByRole('textbox', { name: 'Número A.I.R.E.' }).fill('AIRE-778899');
  await dialog.getByRole('textbox', { name: 'Observações' }).fill('Levarei a certidão de nascimento italiana.');
  await expect(dialog.getByText('Número A.I.R.E. é obrigatório')).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Data de nascimento' })).toHaveValue('10/05/1990');
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'appointments-dialog-italian-desktop');
  // A click beside the dialog keeps it open, with everything typed.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Número A.I.R.E.' })).toHaveValue('AIRE-778899');

  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expect(page.getByText('Agendamento criado com sucesso e notificação enviada')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The day now lists it, pending, and the day is marked in the month.
  const booked = dayList.getByRole('listitem').filter({ hasText: client.fullName });
  await expect(booked).toContainText(TIME);
  await expect(booked).toContainText(PLACE);
  await expect(booked).toContainText('Pendente');
  await expect(page.getByRole('button', { name: `${day.long}: 1 agendamento` })).toHaveAttribute(
    'data-has-appointments',
    'true',
  );
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'appointments-calendar-booked-desktop');

  await booked.getByRole('button', { name: /Ver Detalhes/ }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes do Agendamento' });
  await expect(details).toContainText('Dados do Passaporte Italiano');
  await expect(details).toContainText('AIRE-778899');
  await expect(details).toContainText('10/05/1990');
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'appointments-details-desktop');
  await details.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(details).toBeHidden();

  // The dashboard counts it and lists it among the next appointments.
  await page.goto('/home');
  const upcoming = page.getByRole('region', { name: 'Próximos Agendamentos' });
  const row = upcoming.getByRole('row').filter({ hasText: client.fullName });
  await expect(row).toContainText(SERVICE);
  await expect(row).toContainText(`${day.shown} às ${TIME}`);
  await expect(row).toContainText('Pendente');
  await expect(page.getByRole('article').filter({ hasText: 'Total de agendamentos' })).toContainText('1');
  await expect(page.getByRole('article').filter({ hasText: 'Documentos' })).toContainText('0');
  await expect(page.getByRole('link', { name: /Editar preços/ })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'appointments-home-client-desktop');

  // The same screens on a phone.
  await page.setViewportSize(viewports.phone);
  await expect(upcoming).toBeVisible();
  expect(await horizontalOverflow(page), 'sideways scroll on /home').toBeLessThanOrEqual(0);
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'appointments-home-client-phone');
  const phoneDayList = await openCalendarOn(page, day);
  await expect(phoneDayList.getByRole('listitem').filter({ hasText: client.fullName })).toBeVisible();
  expect(await horizontalOverflow(page), 'sideways scroll on /calendar').toBeLessThanOrEqual(0);
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'appointments-calendar-phone');
  await phoneDayList.getByRole('button', { name: 'Novo Agendamento' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await choose(phoneDialog, page, 'Serviço', SERVICE);
  await expect(phoneDialog.getByText('Documentos necessários para o passaporte italiano')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  // The dialog fills the phone's screen: the window is what the person sees (a full-page shot
  // would show the page under the fixed dialog).
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'appointments-dialog-italian-phone.png') });
  // A service was chosen: closing asks before throwing it away.
  await phoneDialog.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('dialog', { name: 'Descartar o que foi preenchido?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(phoneDialog).toBeHidden();

  // An administrator confirms it.
  const adminContext = await browser.newContext({ viewport: viewports.desktop });
  try {
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage.request);
    await adminPage.goto('/home');
    await expect(adminPage.getByRole('link', { name: 'Editar preços dos serviços' })).toHaveAttribute('href', '/admin');
    await expect(adminPage.getByRole('article').filter({ hasText: 'Clientes' })).toBeVisible();
    await expectNoAccessibilityViolations(adminPage);
    await saveScreenshot(adminPage, 'appointments-home-admin-desktop');

    const adminDay = await openCalendarOn(adminPage, day);
    const item = adminDay.getByRole('listitem').filter({ hasText: client.fullName });
    await item.getByRole('button', { name: /Ver Detalhes/ }).click();
    const adminDetails = adminPage.getByRole('dialog', { name: 'Detalhes do Agendamento' });
    await adminDetails.getByRole('button', { name: 'Editar' }).click();
    const edit = adminPage.getByRole('dialog', { name: 'Editar Agendamento' });
    await expect(edit.getByRole('textbox', { name: 'Nome do cliente' })).toHaveValue(client.fullName);
    await expect(edit.getByRole('textbox', { name: 'Horário' })).toHaveValue(TIME);
    await choose(edit, adminPage, 'Status', 'Confirmado');
    await expectNoAccessibilityViolations(adminPage);
    await saveScreenshot(adminPage, 'appointments-dialog-edit-admin-desktop');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(adminPage.getByText('Agendamento atualizado com sucesso e notificação enviada')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(item).toContainText('Confirmado');
    // The details' Editar button is gone: the focus is back on the appointment that was opened.
    await expect(item.getByRole('button', { name: /Ver Detalhes/ })).toBeFocused();
  } finally {
    await adminContext.close();
  }

  // The client sees it confirmed.
  await page.setViewportSize(viewports.desktop);
  const after = await openCalendarOn(page, day);
  await expect(after.getByRole('listitem').filter({ hasText: client.fullName })).toContainText('Confirmado');

  // ...and in the Agendamentos tab of /appointments.
  await page.goto('/appointments');
  const listed = page.getByRole('table').getByRole('row').filter({ hasText: client.fullName });
  await expect(listed).toContainText(SERVICE);
  await expect(listed).toContainText(`${day.shown} às ${TIME}`);
  await expect(listed).toContainText('Confirmado');
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'appointments-list-client-desktop');
  // On a phone the table becomes a list of cards.
  await page.setViewportSize(viewports.phone);
  await expect(page.getByRole('listitem').filter({ hasText: client.fullName })).toContainText('Confirmado');
  await expectNoAccessibilityViolations(page);
  await saveScreenshot(page, 'appointments-list-client-phone');
  await page.setViewportSize(viewports.desktop);

  // 'Agendar Serviço' on a service card, and the quick-access link, open the booking with the service chosen.
  await page.getByRole('tab', { name: 'Serviços' }).click();
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: SERVICE }) })
    .getByRole('button', { name: 'Agendar Serviço' })
    .click();
  const fromCard = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(fromCard.getByRole('textbox', { name: 'Serviço', exact: false })).toHaveValue(SERVICE);
  await fromCard.getByRole('button', { name: 'Cancelar' }).click();
  await expect(fromCard).toBeHidden();

  await page.goto(`/appointments?type=passport&country=${encodeURIComponent('Itália')}`);
  const fromLink = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(fromLink.getByRole('textbox', { name: 'Serviço', exact: false })).toHaveValue(SERVICE);
  await fromLink.getByRole('button', { name: 'Cancelar' }).click();
  await expect(fromLink).toBeHidden();
  await expect(page).toHaveURL(/\/appointments$/);
});
