import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@/features/auth';
import { signInAs } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import { BookingDialog, type BookingDialogProps } from '../components/BookingDialog';
import { fakeAppointmentsServer } from './fake-appointments-server';

/* The booking dialog on screen: opening it, finding its fields and filling them in. */

// A Wednesday far enough ahead to stay in the future.
export const WEDNESDAY = '2031-03-12';

/** Signs `user` in, fakes the appointments server and opens the dialog. */
export async function openAs(
  user: User,
  props: Partial<BookingDialogProps> = {},
  options?: Parameters<typeof fakeAppointmentsServer>[0],
) {
  signInAs(user);
  const fake = fakeAppointmentsServer(options);
  const app = await openDialog(props);
  return { ...app, fake };
}

export async function openDialog(props: Partial<BookingDialogProps> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const app = renderWithProviders(<BookingDialog opened onClose={onClose} onSaved={onSaved} {...props} />);
  const title = props.appointment ? 'Editar Agendamento' : 'Novo Agendamento';
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByRole('textbox', { name: /Nome do cliente/ });
  return { ...app, dialog, onClose, onSaved };
}

// Fields are found by their labels (a required one ends in ' *'): queries by role compute every
// accessible name of this large dialog, which is slow in jsdom.
const labelled = (name: string | RegExp) =>
  typeof name === 'string' ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`) : name;
export const field = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByLabelText(labelled(name));

// jsdom lays nothing out, so a select's floating list counts as hidden though open; its options
// are the real ones, found with `hidden` in the list the open select controls.
export async function optionsOf(input: HTMLElement) {
  const list = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const found = id ? document.getElementById(id) : null;
    if (!found) throw new Error('the select is not open');
    return found;
  });
  return waitFor(() => {
    const options = [...list.querySelectorAll<HTMLElement>('[role="option"]')];
    if (options.length === 0) throw new Error('no options yet');
    return options;
  });
}
export const optionTexts = async (input: HTMLElement) => (await optionsOf(input)).map((option) => option.textContent);

export type App = Awaited<ReturnType<typeof openDialog>>;
/** What filling in needs: where the fields are, and the user typing. */
export type Filling = Pick<App, 'dialog' | 'user'>;

/** A day typed whole into a date field, dd/mm/aaaa. */
export function fillDay(dialog: HTMLElement, label: RegExp, day: string) {
  fireEvent.change(field(dialog, label), { target: { value: day } });
}

/** Types a whole value at once: one change for the form, as a paste makes. */
export async function fill({ user }: Filling, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

export async function choose({ dialog, user }: Filling, label: string | RegExp, option: string) {
  const input = field(dialog, label);
  await waitFor(() => {
    expect(input).toBeEnabled();
  });
  await user.click(input);
  const choice = await waitFor(async () => {
    const found = (await optionsOf(input)).find((candidate) => candidate.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(choice);
  await waitFor(() => {
    expect(input).toHaveValue(option);
  });
}

/** Types `ITALIAN_SECTION_SENT` (./passport-sample) into the passport fields. */
export async function fillItalianSection(app: Filling) {
  const { dialog } = app;
  fillDay(dialog, /Data de nascimento/, '10/05/1990');
  await fill(app, field(dialog, /Local de nascimento/), 'Curitiba');
  await fill(app, field(dialog, /Endereço atual/), 'Rua das Flores, 10, Curitiba');
  await choose(app, /Tipo de documento/, 'RG');
  await fill(app, field(dialog, /Número do documento/), '12.345.678-9');
  fillDay(dialog, /Data de emissão/, '20/01/2015');
  fillDay(dialog, /Data de validade/, '20/01/2035');
  await fill(app, field(dialog, /Órgão emissor/), 'SSP/PR');
  await fill(app, field(dialog, /Número A.I.R.E./), 'AIRE-778899');
}

export const submit = (dialog: HTMLElement, name = 'Agendar') => within(dialog).getByRole('button', { name });
