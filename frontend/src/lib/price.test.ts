import { i18n } from '@/app/i18n';
import cases from '../../../testdata/price-cases.json';
import { formatBrl, formatPriceInput, parseCentavos, parsePrice } from './price';

// The table the Rust parser (crates/domain/src/catalog/price.rs) runs too: both sides must agree.
describe('the shared table of price cases (testdata/price-cases.json)', () => {
  it('holds enough cases to mean something', () => {
    expect(cases.parse.length).toBeGreaterThan(20);
    expect(cases.parse.some((c) => c.centavos === null)).toBe(true);
    expect(cases.format.length).toBeGreaterThan(5);
  });

  it.each(cases.parse.map((c) => [c.input, c.centavos] as const))('reads %j as %p centavos', (input, centavos) => {
    expect(parsePrice(input)).toBe(centavos);
  });

  it.each(cases.format.map((c) => [c.centavos, c.text] as const))('writes %p centavos as %j', (centavos, text) => {
    expect(formatBrl(centavos)).toBe(text);
  });

  it('refuses with the message of the table', () => {
    expect(i18n.t('catalog.price.invalid')).toBe(cases.error);
  });
});

describe('parseCentavos', () => {
  it('reads zero as an amount, which parsePrice refuses', () => {
    expect(parseCentavos('0,00')).toBe(0);
    expect(parseCentavos('R$ 0')).toBe(0);
    expect(parsePrice('0,00')).toBeNull();
  });

  it('trims the Unicode spaces Rust trims', () => {
    expect(parsePrice('\u00a0R$\u2003980,00\n')).toBe(98000);
  });
});

describe('formatting', () => {
  it('uses a normal space after R$, never a no-break space', () => {
    expect(formatBrl(108000)).toBe('R$ 1.080,00');
    expect(formatBrl(108000)).not.toContain('\u00a0');
  });

  it('writes negative amounts with the sign first, as the server does', () => {
    expect(formatBrl(-500)).toBe('-R$ 5,00');
  });

  it('writes the amount of a price field without the currency', () => {
    expect(formatPriceInput(1200000)).toBe('12.000,00');
    expect(formatPriceInput(5)).toBe('0,05');
  });

  it('reads back every amount it writes', () => {
    // A spread of amounts across every length of the integer part, the edges included.
    const amounts = [1, 9, 10, 99, 100, 101, 999_99, 1000_00, 1_234_567, 98_765_432_10, 99_999_999_999];
    for (let seed = 1; seed <= 500; seed += 1) amounts.push(Math.floor(((seed * 7919) % 10007) ** 2.7) + 1);
    for (const centavos of amounts.filter((a) => a < 100_000_000_000)) {
      expect([centavos, parsePrice(formatBrl(centavos))]).toEqual([centavos, centavos]);
      expect([centavos, parsePrice(formatPriceInput(centavos))]).toEqual([centavos, centavos]);
    }
  });
});
