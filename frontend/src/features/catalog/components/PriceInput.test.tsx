import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { PriceInput } from './PriceInput';

test('a price field opens the decimal keypad and is never autofilled', () => {
  renderWithProviders(<PriceInput label="Preço" defaultValue="1.080,00" />);
  const field = screen.getByRole('textbox', { name: 'Preço' });
  expect(field).toHaveAttribute('inputmode', 'decimal');
  expect(field).toHaveAttribute('autocomplete', 'off');
  expect(field).toHaveValue('1.080,00');
});
