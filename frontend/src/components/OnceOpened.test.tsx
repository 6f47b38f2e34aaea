import { act, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { renderWithProviders } from '@/testing/test-utils';
import { OnceOpened } from './OnceOpened';

/** A lazily loaded part whose download the test finishes when it chooses, and counts. */
function deferredPart() {
  let finish = () => undefined as void;
  const downloaded = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const load = jest.fn(async () => {
    await downloaded;
    return { default: ({ opened }: { opened: boolean }) => <p>{opened ? 'aberto' : 'fechado'}</p> };
  });
  // The part's code arrives inside act(), and so does React's answer to it, a task later.
  const arrive = () =>
    act(async () => {
      finish();
      await load.mock.results[0]?.value;
      await new Promise((settled) => setTimeout(settled, 0));
    });
  return { Part: lazy(load), load, finish: arrive };
}

it('asks for the code only when first opened, shows that it loads, and keeps the part drawn once closed', async () => {
  const { Part, load, finish } = deferredPart();
  const view = (opened: boolean) => (
    <OnceOpened opened={opened}>
      <Part opened={opened} />
    </OnceOpened>
  );
  const { rerender } = renderWithProviders(view(false));
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  rerender(view(true));
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status')).toHaveTextContent('Carregando');

  await finish();
  expect(await screen.findByText('aberto')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  rerender(view(false));
  expect(screen.getByText('fechado')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('gives the focus back to what first opened the dialog when it closes', async () => {
  const { Part, finish } = deferredPart();
  const view = (opened: boolean) => (
    <>
      <button type="button">Novo Agendamento</button>
      <OnceOpened opened={opened}>
        <Part opened={opened} />
      </OnceOpened>
    </>
  );
  const { rerender } = renderWithProviders(view(false));
  const opener = screen.getByRole('button', { name: 'Novo Agendamento' });
  opener.focus();

  rerender(view(true));
  await finish();
  // The dialog took the focus; closing, it leaves it on the page.
  opener.blur();
  expect(document.activeElement).toBe(document.body);
  rerender(view(false));

  await waitFor(() => {
    expect(opener).toHaveFocus();
  });
});
