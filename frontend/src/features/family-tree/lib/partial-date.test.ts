import { partialDateProblem } from './partial-date';

const today = '2026-11-29';

describe("a tree's date checked as its field is left", () => {
  it.each([
    '1931',
    '05/1931',
    '5/1931',
    '17/05/1931',
    '1931-05',
    '1931-05-17',
    ' 1931 ',
    '29/02/1932',
    '11/2026',
    '2026',
  ])('takes %p', (typed) => {
    expect(partialDateProblem(typed, today)).toBeUndefined();
  });

  it('says nothing of an empty field: the date is optional', () => {
    expect(partialDateProblem('  ', today)).toBeUndefined();
  });

  it.each(['31', 'maio de 1931', '1931/05/17', '17.05.1931', '999', '0931', '17/05/1931/1', '123/1931', '1931-5-17x'])(
    'refuses %p as not a date',
    (typed) => {
      expect(partialDateProblem(typed, today)).toBe('invalid');
    },
  );

  it.each(['13/1931', '00/1931', '31/02/1931', '29/02/1931', '31/04/1931', '0/05/1931', '1931-13'])(
    'refuses %p as a day or month that does not exist',
    (typed) => {
      expect(partialDateProblem(typed, today)).toBe('noSuchDate');
    },
  );

  it.each(['2027', '12/2026', '30/11/2026', '2026-11-30'])('refuses %p as after today', (typed) => {
    expect(partialDateProblem(typed, today)).toBe('future');
  });

  it('takes today itself', () => {
    expect(partialDateProblem('29/11/2026', today)).toBeUndefined();
  });
});
