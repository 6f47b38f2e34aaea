import type { Person, PersonDraft, PersonForm, Relationship } from '../types';

/** The relationships in the order the selector lists them. */
export const RELATIONSHIPS: Relationship[] = [
  'self',
  'father',
  'mother',
  'grandfather-paternal',
  'grandmother-paternal',
  'grandfather-maternal',
  'grandmother-maternal',
  'great-grandfather-paternal',
  'great-grandmother-paternal',
  'great-grandfather-maternal',
  'great-grandmother-maternal',
  'other',
];

/** '1931-05-17' as '17/05/1931', '1931-05' as '05/1931', '1931' as it is. */
export function shownDate(stored: string | null): string {
  if (!stored) return '';
  return stored.split('-').reverse().join('/');
}

export function draftOf(person: Person): PersonDraft {
  return {
    key: person.key,
    name: person.name,
    relationship: person.relationship,
    birthDate: shownDate(person.birthDate),
    birthPlace: person.birthPlace ?? '',
    deathDate: shownDate(person.deathDate),
    deathPlace: person.deathPlace ?? '',
    documentNumber: person.documentNumber ?? '',
    notes: person.notes ?? '',
    italianAncestor: person.italianAncestor,
    fatherKey: person.fatherKey ?? '',
    motherKey: person.motherKey ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** What the server receives: empty texts as null, the rest as typed (the server trims). */
export function formOf(draft: PersonDraft): PersonForm {
  return {
    key: draft.key,
    name: draft.name,
    relationship: draft.relationship,
    birthDate: orNull(draft.birthDate),
    birthPlace: orNull(draft.birthPlace),
    deathDate: orNull(draft.deathDate),
    deathPlace: orNull(draft.deathPlace),
    documentNumber: orNull(draft.documentNumber),
    notes: orNull(draft.notes),
    italianAncestor: draft.italianAncestor,
    fatherKey: orNull(draft.fatherKey),
    motherKey: orNull(draft.motherKey),
  };
}

/** A new relative with relationship 'other' and a key no one in `drafts` has. */
export function newRelative(drafts: PersonDraft[]): PersonDraft {
  const taken = new Set(drafts.map((d) => d.key));
  let n = drafts.length + 1;
  while (taken.has(`p${String(n)}`)) n += 1;
  return {
    key: `p${String(n)}`,
    name: '',
    relationship: 'other',
    birthDate: '',
    birthPlace: '',
    deathDate: '',
    deathPlace: '',
    documentNumber: '',
    notes: '',
    italianAncestor: false,
    fatherKey: '',
    motherKey: '',
  };
}

/** The tree without `key`, and without the links that pointed at it. */
export function withoutPerson(drafts: PersonDraft[], key: string): PersonDraft[] {
  return drafts
    .filter((d) => d.key !== key)
    .map((d) => ({
      ...d,
      fatherKey: d.fatherKey === key ? '' : d.fatherKey,
      motherKey: d.motherKey === key ? '' : d.motherKey,
    }));
}

const PERSON_FIELD = /^persons\.(\d+)\./;

/**
 * The server's messages that still stand once the persons changed. A person changed since the
 * answer loses their messages: one was about what stood there before, and a message may weigh two
 * of their fields (a death before the birth). So do the persons a removal moved up the list, whose
 * numbers no longer name them; the next save says again what is still wrong.
 */
export function standingErrors(
  errors: Record<string, string>,
  before: PersonDraft[],
  after: PersonDraft[],
): Record<string, string> {
  const standing: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = PERSON_FIELD.exec(path);
    if (match && before.at(Number(match[1])) !== after.at(Number(match[1]))) continue;
    standing[path] = message;
  }
  return standing;
}
