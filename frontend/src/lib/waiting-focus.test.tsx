import { Button, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/test-utils';
import { returnFocusToWaitingControls } from './waiting-focus';

/**
 * 'Assumir' as the request page has it: pressed, it waits while the change is saved. Chromium drops
 * the focus of a button that becomes disabled to the page; jsdom keeps it, so the press lets it go
 * as Chromium would, without handing it to anything else.
 */
function Page({ onSaved }: { onSaved: Promise<void> }) {
  const [saving, setSaving] = useState(false);
  return (
    <>
      <TextInput label="Busca" />
      <Button
        loading={saving}
        onClick={(event) => {
          event.currentTarget.blur();
          setSaving(true);
          void onSaved.then(() => {
            setSaving(false);
          });
        }}
      >
        Assumir
      </Button>
    </>
  );
}

function saveLater() {
  let done = () => undefined as void;
  const saved = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { saved, done };
}

/** 'Assumir' pressed, and waiting while its change is saved: `done` ends the wait. */
async function pressAndWait() {
  const { saved, done } = saveLater();
  const { user } = renderWithProviders(<Page onSaved={saved} />);
  const button = screen.getByRole('button', { name: 'Assumir' });
  await user.click(button);
  await waitFor(() => {
    expect(button).toBeDisabled();
  });
  return { user, button, done };
}

describe('the focus of a control that waits', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = returnFocusToWaitingControls();
  });
  afterEach(() => {
    stop();
  });

  it('goes back to the button once it can be pressed again', async () => {
    const { button, done } = await pressAndWait();
    expect(document.body).toHaveFocus();

    done();
    await waitFor(() => {
      expect(button).toBeEnabled();
    });
    expect(button).toHaveFocus();
  });

  it('stays where the person moved it while the button waited', async () => {
    const { user, button, done } = await pressAndWait();
    await user.click(screen.getByRole('textbox', { name: 'Busca' }));

    done();
    await waitFor(() => {
      expect(button).toBeEnabled();
    });
    expect(screen.getByRole('textbox', { name: 'Busca' })).toHaveFocus();
  });

  it('is not given to a control that did not have it', async () => {
    function Idle({ busy }: { busy: boolean }) {
      return <Button loading={busy}>Aprovar</Button>;
    }
    const { rerender } = renderWithProviders(<Idle busy={false} />);
    rerender(<Idle busy />);
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Aprovar' })).toBeDisabled();
    });
    rerender(<Idle busy={false} />);
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Aprovar' })).toBeEnabled();
    });
    expect(document.body).toHaveFocus();
  });
});
