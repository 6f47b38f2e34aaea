import { Checkbox, Grid, Select, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brasiliaToday } from '@/lib/dayjs';
import { RELATIONSHIPS } from '../lib/drafts';
import { partialDateProblem, type DateProblem } from '../lib/partial-date';
import type { DraftText, PersonDraft, Relationship } from '../types';
import '../i18n';

interface PersonFieldsProps {
  person: PersonDraft;
  /** Where the person is in the tree: the server's messages are keyed by it. */
  index: number;
  /** Everyone else, for the father and mother selectors. */
  others: PersonDraft[];
  errors: Record<string, string>;
  onChange: (person: PersonDraft) => void;
}

type DateField = 'birthDate' | 'deathDate';

/**
 * One person's form: every field labelled, the server's message under the field it is about. A
 * date is checked as its field is left, so a mistyped one is said before the tree is sent.
 */
export function PersonFields({ person, index, others, errors, onChange }: PersonFieldsProps) {
  const { t } = useTranslation();
  // What was wrong with each date when its field was left, and the date it was about: shown only while
  // the field still holds that date (typing, or a tree stored elsewhere, lets go of it).
  const [checkedDates, setCheckedDates] = useState<Partial<Record<DateField, { value: string; problem: DateProblem }>>>(
    {},
  );
  const error = (field: string) => errors[`persons.${String(index)}.${field}`];
  const text = (field: DraftText) => ({
    label: t(`familyTree.person.${field}`),
    value: person[field],
    error: error(field),
    onChange: (event: { currentTarget: { value: string } }) => {
      onChange({ ...person, [field]: event.currentTarget.value });
    },
  });
  const date = (field: DateField) => {
    const checked = checkedDates[field];
    const problem = checked?.value === person[field] ? checked.problem : undefined;
    return {
      ...text(field),
      error: error(field) ?? (problem && t(`familyTree.person.dateProblems.${problem}`)),
      description: t('familyTree.person.dateHint'),
      inputMode: 'numeric' as const,
      onBlur: () => {
        const value = person[field];
        const found = partialDateProblem(value, brasiliaToday());
        setCheckedDates((shown) => ({ ...shown, [field]: found && { value, problem: found } }));
      },
    };
  };
  const parentChoices = [
    { value: '', label: t('familyTree.person.noParent') },
    ...others.map((o) => ({
      value: o.key,
      label: `${o.name.trim() || t('familyTree.list.unnamed')} (${t(`familyTree.relationships.${o.relationship}`)})`,
    })),
  ];
  const parent = (field: 'fatherKey' | 'motherKey', label: string) => (
    <Select
      label={label}
      data={parentChoices}
      value={person[field]}
      error={error(field)}
      openOnFocus={!error(field)}
      allowDeselect={false}
      searchable
      onChange={(value) => {
        onChange({ ...person, [field]: value ?? '' });
      }}
    />
  );

  return (
    <Grid gutter="sm">
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput {...text('name')} error={error('name') ?? error('key')} autoComplete="off" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label={t('familyTree.person.relationship')}
          data={RELATIONSHIPS.map((value) => ({ value, label: t(`familyTree.relationships.${value}`) }))}
          value={person.relationship}
          allowDeselect={false}
          onChange={(value) => {
            if (value) onChange({ ...person, relationship: value as Relationship });
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput {...date('birthDate')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput {...text('birthPlace')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput {...date('deathDate')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput {...text('deathPlace')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>{parent('fatherKey', t('familyTree.person.father'))}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>{parent('motherKey', t('familyTree.person.mother'))}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput {...text('documentNumber')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }} style={{ display: 'flex', alignItems: 'flex-end' }}>
        <Checkbox
          label={t('familyTree.person.italianAncestor')}
          checked={person.italianAncestor}
          onChange={(event) => {
            onChange({ ...person, italianAncestor: event.currentTarget.checked });
          }}
          mb={8}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea {...text('notes')} autosize minRows={2} />
      </Grid.Col>
    </Grid>
  );
}
