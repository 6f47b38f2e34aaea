/**
 * Prices in centavos, and the one way people type and read them (docs/product-decisions.md, decision 8).
 * This mirrors `crates/domain/src/catalog/price.rs` rule for rule; both run the same table of
 * cases, `testdata/price-cases.json`. A text that does not parse is shown the catalogue's
 * `catalog.price.invalid`: 'Por favor, insira um preço válido (ex: 980,00).'
 */

/** Largest integer part accepted, in reais: a typing slip, not a price, beyond it. */
const MAX_REAIS_DIGITS = 9;

const DIGITS = /^[0-9]+$/;
// Rust's `str::trim` strips the Unicode White_Space characters, which JavaScript's `trim` does not quite do.
const LEADING_SPACE = /^\p{White_Space}+/u;
const TRAILING_SPACE = /\p{White_Space}+$/u;

/** A text trimmed as the server trims it (Rust's `str::trim`). */
export function trimLikeServer(text: string): string {
  return text.replace(LEADING_SPACE, '').replace(TRAILING_SPACE, '');
}

/**
 * The amount a text names, in centavos, zero included; null when it is not a price as Brazilians
 * type it. Reads '980,00', '1.080,00', 'R$ 12.000,00' or '1500': '.' groups thousands, ','
 * starts at most two decimal digits.
 */
export function parseCentavos(text: string): number | null {
  let rest = trimLikeServer(text);
  if (rest.startsWith('R$')) rest = rest.slice(2).replace(LEADING_SPACE, '');
  const comma = rest.indexOf(',');
  const whole = comma === -1 ? rest : rest.slice(0, comma);
  const decimals = comma === -1 ? null : rest.slice(comma + 1);

  const reais = parseGroupedDigits(whole);
  if (reais === null) return null;
  let cents = 0;
  if (decimals !== null) {
    if (decimals.length < 1 || decimals.length > 2 || !DIGITS.test(decimals)) return null;
    cents = Number(decimals) * (decimals.length === 1 ? 10 : 1);
  }
  return reais * 100 + cents;
}

/** '1500' or '1.500' or '12.000.000'; every group after the first has three digits. */
function parseGroupedDigits(text: string): number | null {
  const [first = '', ...groups] = text.split('.');
  if (first === '' || first.length > MAX_REAIS_DIGITS || !DIGITS.test(first)) return null;
  if (groups.length > 0 && first.length > 3) return null;
  let digits = first;
  for (const group of groups) {
    if (group.length !== 3 || !DIGITS.test(group)) return null;
    digits += group;
  }
  if (digits.length > MAX_REAIS_DIGITS) return null;
  return Number(digits);
}

/** A price as typed, in centavos above zero; null for anything else (empty, zero, negative, malformed). */
export function parsePrice(text: string): number | null {
  const centavos = parseCentavos(text);
  return centavos !== null && centavos > 0 ? centavos : null;
}

function groupThousands(reais: string): string {
  let grouped = '';
  for (let i = 0; i < reais.length; i += 1) {
    if (i > 0 && (reais.length - i) % 3 === 0) grouped += '.';
    grouped += reais.charAt(i);
  }
  return grouped;
}

/** '1.080,00': the amount as it is typed in a price field, without the currency. */
export function formatPriceInput(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(centavos));
  const reais = Math.trunc(whole / 100).toString();
  const cents = (whole % 100).toString().padStart(2, '0');
  return `${sign}${groupThousands(reais)},${cents}`;
}

/** 'R$ 1.080,00': pt-BR reais with two decimals and a normal space. */
export function formatBrl(centavos: number): string {
  const text = formatPriceInput(centavos);
  return text.startsWith('-') ? `-R$ ${text.slice(1)}` : `R$ ${text}`;
}
