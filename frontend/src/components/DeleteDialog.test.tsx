import { Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/test-utils';
import { DeleteDialog } from './DeleteDialog';
import { OnceOpened } from './OnceOpened';

interface FilesProps {
  inDialog?: boolean;
  /** The dialog is drawn from its first opening on, as a dialog loaded on demand is. */
  drawnOnDemand?: boolean;
  /** The list is read again a while after the deletion, the deleted file's button lingering. */
  readAgainLater?: boolean;
}

/** Two files, each with its delete button, in the page's main content or in a dialog. */
function Files({ inDialog = false, drawnOnDemand = false, readAgainLater = false }: FilesProps) {
  const [names, setNames] = useState(['a.pdf', 'b.pdf']);
  const [target, setTarget] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const list = (
    <ul>
      {names.map((name) => (
        <li key={name}>
          <button
            type="button"
            onClick={() => {
              setTarget(name);
              setOpened(true);
            }}
          >
            {`Excluir ${name}`}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <main tabIndex={-1}>
      {inDialog ? (
        <Modal opened onClose={() => undefined} title="Documentos do processo">
          {list}
        </Modal>
      ) : (
        list
      )}
      <OnceOpened opened={opened || !drawnOnDemand}>
        <DeleteDialog
          target={target}
          opened={opened}
          onClose={() => {
            setOpened(false);
          }}
          texts="documents.delete"
          values={(name) => ({ name })}
          closeLabel="Fechar"
          remove={(name) => {
            const readAgain = () => {
              setNames((all) => all.filter((other) => other !== name));
            };
            if (readAgainLater) window.setTimeout(readAgain, 300);
            else readAgain();
            return Promise.resolve();
          }}
          busy={false}
        />
      </OnceOpened>
    </main>
  );
}

async function deleteFirst() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Excluir a.pdf' }));
  const question = await screen.findByRole('dialog', { name: 'Excluir documento' });
  await user.click(screen.getByRole('button', { name: 'Excluir' }));
  await waitFor(() => {
    expect(question).not.toBeInTheDocument();
  });
}

describe('the question before deleting', () => {
  it("puts the focus, once the deleted item's button is gone, on the page's main content", async () => {
    renderWithProviders(<Files />);
    await deleteFirst();
    await waitFor(() => {
      expect(screen.getByRole('main')).toHaveFocus();
    });
    expect(screen.queryByRole('button', { name: 'Excluir a.pdf' })).not.toBeInTheDocument();
  });

  it('does so too when the dialog is first drawn open, and the list read again only later', async () => {
    renderWithProviders(<Files drawnOnDemand readAgainLater />);
    await deleteFirst();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Excluir a.pdf' })).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(screen.getByRole('main')).toHaveFocus();
    });
  });

  it('keeps the focus in the dialog the deleted item was in', async () => {
    renderWithProviders(<Files inDialog />);
    await deleteFirst();
    await waitFor(() => {
      expect(screen.getByRole('dialog', { name: 'Documentos do processo' })).toHaveFocus();
    });
  });
});
