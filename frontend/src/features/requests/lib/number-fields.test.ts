import cases from '../../../../../testdata/form-numbers.json';
import { readAmount, readInssNumber } from './number-fields';
import { requestsTexts } from '../i18n';

// The table the server's rules (crates/domain/src/requests/form/numbers.rs) run too: both sides must agree.
describe('the shared table of the request forms’ numbers (testdata/form-numbers.json)', () => {
  it('says what the server says', () => {
    expect(requestsTexts.numbers.amountInvalid).toBe(cases.amountError);
    expect(requestsTexts.numbers.inssInvalid).toBe(cases.inssError);
  });

  it.each(cases.amount.map((c) => [c.input, c.kept] as const))('reads the amount %j as %p', (input, kept) => {
    expect(readAmount(input)).toBe(kept);
  });

  it.each(cases.inss.map((c) => [c.input, c.kept] as const))('reads the INSS number %j as %p', (input, kept) => {
    expect(readInssNumber(input)).toBe(kept);
  });
});
