import { isPriorityLink } from './priority-link';

describe("a page's priority flag", () => {
  it.each([
    ['?type=passport&country=italia&priority=true', true],
    ['?priority=TRUE', true],
    ['?type=contra-decreto&priority=false', false],
    ['?priority=1', false],
    ['?priority=', false],
    ['?type=passport', false],
    ['', false],
  ])('%s is priority: %s', (search, expected) => {
    expect(isPriorityLink(new URLSearchParams(search))).toBe(expected);
  });
});
