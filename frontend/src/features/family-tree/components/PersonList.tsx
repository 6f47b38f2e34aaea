import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconFlag, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingState } from '@/components/LoadStates';
import { OnceOpened } from '@/components/OnceOpened';
import { lazyNamed } from '@/lib/lazy-named';
import { newRelative, withoutPerson } from '../lib/drafts';
import type { PersonDraft } from '../types';
import '../i18n';

// A person's form (selects, dates, notes) comes with the first panel opened, and the removal's
// confirmation with the first removal: the list itself shows without them.
const PersonFields = lazyNamed(() => import('./PersonFields'), 'PersonFields');
const ConfirmDialog = lazyNamed(() => import('@/components/ConfirmDialog'), 'ConfirmDialog');

interface PersonListProps {
  persons: PersonDraft[];
  errors: Record<string, string>;
  onChange: (persons: PersonDraft[]) => void;
}

/**
 * The tree as a list: one collapsible form per person (Mantine's accordion: buttons with
 * aria-expanded, reachable by Tab and arrows), a person with a server message opened. A person's
 * form is drawn the first time its panel opens and then kept: drawing every closed form up front
 * made opening a large tree slow on phones.
 */
export function PersonList({ persons, errors, onChange }: PersonListProps) {
  const { t } = useTranslation();
  const withErrors = persons.filter((_, i) => Object.keys(errors).some((f) => f.startsWith(`persons.${String(i)}.`)));
  const [opened, setOpened] = useState<string[]>([]);
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(new Set());
  const [toRemove, setToRemove] = useState<PersonDraft | null>(null);
  const shown = (p: PersonDraft) => p.name.trim() || t('familyTree.list.unnamed');
  const open = [...new Set([...opened, ...withErrors.map((p) => p.key)])];
  const isDrawn = (key: string) => drawn.has(key) || open.includes(key);

  const changeOpened = (keys: string[]) => {
    setOpened(keys);
    setDrawn((before) => new Set([...before, ...keys]));
  };
  const add = () => {
    const relative = newRelative(persons);
    onChange([...persons, relative]);
    changeOpened([...opened, relative.key]);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('familyTree.list.count', { count: persons.length })}
      </Text>
      {errors.persons && (
        <Text c="red" size="sm" role="alert">
          {errors.persons}
        </Text>
      )}
      {persons.length === 0 ? (
        <EmptyState message={t('familyTree.list.empty')} />
      ) : (
        <Accordion
          multiple
          value={open}
          onChange={changeOpened}
          variant="separated"
          aria-label={t('familyTree.list.label')}
        >
          {persons.map((person, index) => (
            <Accordion.Item key={person.key} value={person.key}>
              <Accordion.Control>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={500}>{shown(person)}</Text>
                  <Badge variant="light">{t(`familyTree.relationships.${person.relationship}`)}</Badge>
                  {person.italianAncestor && <IconFlag size={16} aria-label={t('familyTree.person.italianAncestor')} />}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {isDrawn(person.key) && (
                  <Stack gap="sm">
                    <Suspense fallback={<LoadingState />}>
                      <PersonFields
                        person={person}
                        index={index}
                        others={persons.filter((p) => p.key !== person.key)}
                        errors={errors}
                        onChange={(changed) => {
                          onChange(persons.map((p, i) => (i === index ? changed : p)));
                        }}
                      />
                    </Suspense>
                    {person.relationship !== 'self' && (
                      <Group justify="flex-end">
                        <Button
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={16} aria-hidden="true" />}
                          onClick={() => {
                            setToRemove(person);
                          }}
                        >
                          {t('familyTree.actions.remove', { name: shown(person) })}
                        </Button>
                      </Group>
                    )}
                  </Stack>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <Group>
        <Button variant="light" leftSection={<IconUserPlus size={16} aria-hidden="true" />} onClick={add}>
          {t('familyTree.actions.add')}
        </Button>
      </Group>
      <OnceOpened opened={toRemove !== null}>
        <ConfirmDialog
          opened={toRemove !== null}
          onClose={() => {
            setToRemove(null);
          }}
          title={t('familyTree.removeDialog.title')}
          closeLabel={t('familyTree.removeDialog.close')}
          cancelLabel={t('familyTree.removeDialog.cancel')}
          confirmLabel={t('familyTree.removeDialog.confirm')}
          confirmIcon={<IconTrash size={16} aria-hidden="true" />}
          busy={false}
          onConfirm={() => {
            if (toRemove) onChange(withoutPerson(persons, toRemove.key));
            setToRemove(null);
          }}
        >
          <Text>{t('familyTree.removeDialog.message', { name: toRemove ? shown(toRemove) : '' })}</Text>
        </ConfirmDialog>
      </OnceOpened>
    </Stack>
  );
}
