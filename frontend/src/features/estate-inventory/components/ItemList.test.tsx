import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { ItemList, MAX_ITEMS } from './ItemList';

function renderList(count: number) {
  const onChange = jest.fn<undefined, [string[]]>();
  const items = Array.from({ length: count }, (_, index) => `herdeiro ${String(index + 1)}`);
  const result = renderWithProviders(
    <ItemList
      items={items}
      itemTitle={(number) => `Herdeiro ${String(number)}`}
      removeLabel={(number) => `Remover herdeiro ${String(number)}`}
      addLabel="Adicionar Herdeiro"
      lastOneText="É necessário ter pelo menos um herdeiro."
      onChange={onChange}
      empty=""
      renderItem={(index) => <span>{items[index]}</span>}
    />,
  );
  return { ...result, onChange };
}

it('adds items up to the most the server takes, then says the list is full', async () => {
  const below = renderList(MAX_ITEMS - 1);
  await below.user.click(screen.getByRole('button', { name: 'Adicionar Herdeiro' }));
  expect(below.onChange).toHaveBeenCalledWith(expect.any(Array));
  expect(below.onChange.mock.calls[0]?.[0]).toHaveLength(MAX_ITEMS);
  below.unmount();

  renderList(MAX_ITEMS);
  const add = screen.getByRole('button', { name: 'Adicionar Herdeiro' });
  expect(add).toBeDisabled();
  expect(add).toHaveAccessibleDescription('A lista chegou ao máximo de 50 itens.');
});
