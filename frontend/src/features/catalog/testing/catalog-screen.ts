import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWithProviders } from '@/testing/test-utils';

/** The card (article) of the service or course with this name, under a heading of this level. */
export function card(name: string, level = 2): HTMLElement {
  const article = screen.getByRole('heading', { level, name }).closest('article');
  if (!article) throw new Error(`no card for ${name}`);
  return article;
}

/** Renders a catalogue tab and opens the price dialog of the item with this name. */
export async function openPriceDialog(ui: ReactElement, name: string) {
  const view = renderWithProviders(ui);
  const pencil = await screen.findByRole('button', { name: `Editar preço de ${name}` });
  await view.user.click(pencil);
  const dialog = await screen.findByRole('dialog', { name: `Editar Preço - ${name}` });
  const field = within(dialog).getByRole('textbox', { name: 'Novo Preço (R$)' });
  return { ...view, dialog, field };
}
