import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '@/testing/server';
import { renderApp } from '@/testing/test-utils';
import { regularUser } from '@/testing/users';
import { fakeFamilyTreeServer } from '../testing/fake-family-tree-server';

jest.setTimeout(45_000);

const gedcom = (text: string, name = 'familia.ged') => new File([text], name, { type: '' });

async function openImport(path = '/family-tree') {
  const user = userEvent.setup();
  renderApp(path);
  await user.click(await screen.findByRole('tab', { name: 'FamilySearch' }));
  // Mantine's FileInput labels a button; the file goes to its hidden input.
  expect(await screen.findByRole('button', { name: /Arquivo GEDCOM \(\.ged\)/ })).toBeInTheDocument();
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { user, input };
}

describe('the GEDCOM import', () => {
  it('previews what a file adds, replaces and could not read, then applies it', async () => {
    signInAs(regularUser);
    const fake = fakeFamilyTreeServer();
    const { user, input } = await openImport('/family-tree?userId=7');

    await user.upload(input, gedcom('0 HEAD\n1 GEDC\n2 VERS 7.0\n0 TRLR\n'));

    const preview = await screen.findByRole('region', { name: 'Prévia da importação' });
    expect(within(preview).getByText('GEDCOM 7.0, codificação UTF-8')).toBeInTheDocument();
    expect(within(preview).getByText('Pessoas que serão adicionadas (1)')).toBeInTheDocument();
    expect(within(preview).getByText('Niccolò Làzzaro')).toBeInTheDocument();
    expect(within(preview).getByText('João da Conceição (preenche um parente ainda sem nome)')).toBeInTheDocument();
    expect(within(preview).getByText('Pessoas da árvore que não mudam: 6')).toBeInTheDocument();
    const problems = within(preview).getByRole('table');
    expect(within(problems).getByRole('cell', { name: '17' })).toBeInTheDocument();
    expect(within(problems).getByText('not a gedcom line')).toBeInTheDocument();
    expect(fake.imports[0]?.url).toContain('/api/family-tree/import/preview?userId=7');

    await user.click(within(preview).getByRole('button', { name: 'Aplicar importação' }));

    expect(await screen.findByText('Importação aplicada')).toBeInTheDocument();
    expect(fake.imports[1]?.url).toContain('/api/family-tree/import?userId=7');
    expect(fake.imports[1]?.text).toContain('0 HEAD');
    await user.click(screen.getByRole('tab', { name: 'Preenchimento manual' }));
    expect(await screen.findByRole('button', { name: /Niccolò Làzzaro/ })).toBeInTheDocument();
  });

  it('shows why an import cannot be applied and keeps the button disabled', async () => {
    signInAs(regularUser);
    fakeFamilyTreeServer();
    const { user, input } = await openImport();

    await user.upload(input, gedcom('0 HEAD\n1 NOTE RECUSAR\n0 TRLR\n'));

    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByText('Esta importação não pode ser aplicada')).toBeInTheDocument();
    expect(within(refusal).getByText(/João da Conceição: O nascimento deve ser posterior/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aplicar importação' })).toBeDisabled();
  });

  it('refuses a file that is not GEDCOM with the server’s message, and a file over 5 MB before sending', async () => {
    signInAs(regularUser);
    const fake = fakeFamilyTreeServer();
    const { user, input } = await openImport();

    await user.upload(input, gedcom('%PDF-1.7', 'certidao.ged'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este arquivo não é GEDCOM');

    const big = gedcom('0 HEAD\n');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await screen.findByText('O arquivo passa de 5 MB.')).toBeInTheDocument();
    expect(fake.imports).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Aplicar importação' })).not.toBeInTheDocument();
  });
});
