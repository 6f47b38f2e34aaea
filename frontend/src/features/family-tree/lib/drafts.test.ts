import { newRelative, standingErrors } from './drafts';
import type { PersonDraft } from '../types';

/** A relative as the editor adds one, with its own key and what the test sets. */
const person = (key: string, changes: Partial<PersonDraft> = {}): PersonDraft => ({
  ...newRelative([]),
  key,
  ...changes,
});

describe("the server's messages on a tree being edited", () => {
  const first = person('p1', { birthDate: '31/02/1931' });
  const second = person('p2', { name: 'Ana', deathDate: '1900' });
  const before = [first, second];
  const errors = {
    'persons.0.birthDate': 'Esta data não existe: confira o dia e o mês.',
    'persons.1.deathDate': 'O falecimento não pode ser antes do nascimento.',
    persons: 'A árvore precisa de você.',
  };

  it("lets go of a person's messages once the person is changed, and keeps the others", () => {
    const after = [{ ...first, birthDate: '28/02/1931' }, second];
    expect(standingErrors(errors, before, after)).toEqual({
      'persons.1.deathDate': errors['persons.1.deathDate'],
      persons: errors.persons,
    });
  });

  it('lets go of a message weighing two fields once the other one is corrected', () => {
    const after = [first, { ...second, birthDate: '1850' }];
    expect(standingErrors(errors, before, after)).toEqual({
      'persons.0.birthDate': errors['persons.0.birthDate'],
      persons: errors.persons,
    });
  });

  it("keeps a person's messages when someone is added after them", () => {
    expect(standingErrors(errors, before, [...before, person('p3')])).toEqual(errors);
  });

  it('lets go of the messages of the persons a removal moved up the list', () => {
    expect(standingErrors(errors, before, [second])).toEqual({ persons: errors.persons });
  });
});
