import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import {
  aDocument,
  FakeUpload,
  fakeDocumentsServer,
  fakeUploads,
} from '@/features/documents/testing/fake-documents-server';
import { signInAs } from '@/testing/server';
import { renderWithProviders } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';
import { VaultDocumentPicker } from './VaultDocumentPicker';

function Picker({ initial = [] }: { initial?: number[] }) {
  const [chosen, setChosen] = useState(initial);
  return (
    <>
      <VaultDocumentPicker chosen={chosen} onChange={setChosen} />
      <output>{chosen.join(',')}</output>
    </>
  );
}

const pdfFile = (name: string) => new File(['%PDF-1.4 conteúdo'], name, { type: 'application/pdf' });

async function sendThrough(name: string) {
  FakeUpload.last = null;
  const { user } = renderWithProviders(<Picker />);
  return { user, request: await uploadFrom(user, name) };
}

async function uploadFrom(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await user.upload(screen.getByLabelText('Escolher arquivo para enviar'), pdfFile(name));
  await waitFor(() => {
    expect(FakeUpload.last).not.toBeNull();
  });
  return FakeUpload.sent();
}

describe('VaultDocumentPicker', () => {
  let restoreUploads: () => void = () => undefined;
  beforeEach(() => {
    restoreUploads = fakeUploads();
    signInAs(regularUser);
  });
  afterEach(() => {
    restoreUploads();
  });

  it('ticks a file sent from the form, beside what was ticked while it was being sent', async () => {
    const vaulted = aDocument({ name: 'rg.pdf' });
    const fake = fakeDocumentsServer([vaulted]);
    const { user, request } = await sendThrough('certidao.pdf');

    // Ticked while the file is still on its way.
    await user.click(await screen.findByRole('checkbox', { name: 'rg.pdf' }));
    const stored = aDocument({ name: 'certidao.pdf' });
    fake.add(stored);
    act(() => {
      request.respond(201, stored);
    });

    expect(await screen.findByRole('checkbox', { name: 'certidao.pdf' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'rg.pdf' })).toBeChecked();
    // Two files of one name are told apart by when they came and their size.
    expect(screen.getByRole('checkbox', { name: 'rg.pdf' })).toHaveAccessibleDescription(
      'Enviado em 25/11/2026 · 2,3 MB',
    );
    expect(screen.getByRole('status')).toHaveTextContent(`${String(vaulted.id)},${String(stored.id)}`);
  });

  it('ticks nothing when the server refuses the file', async () => {
    fakeDocumentsServer([]);
    const { request } = await sendThrough('grande.pdf');
    act(() => {
      request.respond(413, { message: 'O arquivo passa de 10 MB.' });
    });

    expect(await screen.findByText('O arquivo passa de 10 MB.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
