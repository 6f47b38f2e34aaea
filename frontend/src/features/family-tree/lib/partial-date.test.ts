import shared from '../../../../../testdata/partial-date-cases.json';
import { familyTreeTexts } from '../i18n';
import { partialDateProblem } from './partial-date';

describe("the shared cases of the tree's dates (testdata/partial-date-cases.json)", () => {
  it.each(shared.cases)('gives $input the verdict $verdict, as the server does', ({ input, verdict }) => {
    expect(partialDateProblem(input, shared.today) ?? 'ok').toBe(verdict);
  });

  it("says each problem in the server's words", () => {
    expect(familyTreeTexts.person.dateProblems).toEqual(shared.messages);
  });
});

describe("a tree's date checked as its field is left", () => {
  it('says nothing of an empty field: the date is optional', () => {
    expect(partialDateProblem('  ', shared.today)).toBeUndefined();
    expect(partialDateProblem('', shared.today)).toBeUndefined();
  });
});
