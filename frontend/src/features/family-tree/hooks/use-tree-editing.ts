import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api-error';
import { changeWithToasts } from '@/lib/notify';
import { useFinishFamilyTreeMutation, useSaveFamilyTreeMutation } from '../api';
import { draftOf, formOf, standingErrors } from '../lib/drafts';
import type { FamilyTree, PersonDraft } from '../types';
import '../i18n';

/**
 * The persons being edited, the notes for the team, and saving or finishing them with their toasts
 * and field errors. `tree` is undefined while it loads; the persons are taken from it once it comes.
 */
export function useTreeEditing(tree: FamilyTree | undefined, userId: number | null) {
  const { t } = useTranslation();
  const [save, saving] = useSaveFamilyTreeMutation();
  const [finish, finishing] = useFinishFamilyTreeMutation();
  const [persons, setPersons] = useState<PersonDraft[]>(() => tree?.persons.map(draftOf) ?? []);
  // The stored version the persons were last taken from: undefined before the tree comes, null for
  // one never stored. One stored elsewhere (a GEDCOM import, another device) replaces them; one
  // this editor saved already holds them, so what is being typed, the open person and the notes for
  // the team stay as they are.
  const [basis, setBasis] = useState<string | null | undefined>(tree?.updatedAt);
  // Edits made to the persons, and how many of them are stored.
  const [edits, setEdits] = useState(0);
  const [storedEdits, setStoredEdits] = useState(0);
  if (tree !== undefined && tree.updatedAt !== basis) {
    setBasis(tree.updatedAt);
    setPersons(tree.persons.map(draftOf));
    setStoredEdits(edits);
  }
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState('');
  const [includeDocuments, setIncludeDocuments] = useState(true);

  const send = async (action: 'save' | 'finish') => {
    const form = { persons: persons.map(formOf) };
    // What is typed while it is being sent stays unsaved.
    const sent = edits;
    setErrors({});
    await changeWithToasts(
      async () => {
        try {
          if (action === 'save') {
            setBasis((await save({ userId, tree: form }).unwrap()).updatedAt);
          } else {
            setBasis((await finish({ userId, form: { ...form, notes, includeDocuments } }).unwrap()).updatedAt);
            setNotes('');
          }
          setStoredEdits(sent);
        } catch (caught) {
          setErrors(toApiError(caught).fieldErrors);
          throw caught;
        }
      },
      action === 'save'
        ? {
            failedTitle: t('familyTree.toasts.saveFailed'),
            done: { title: t('familyTree.toasts.draftSaved'), message: t('familyTree.toasts.draftSavedMessage') },
          }
        : {
            failedTitle: t('familyTree.toasts.finishFailed'),
            done: { title: t('familyTree.toasts.finished'), message: t('familyTree.toasts.finishedMessage') },
          },
    );
  };

  const changePersons = (next: PersonDraft[]) => {
    setErrors(standingErrors(errors, persons, next));
    setPersons(next);
    setEdits((count) => count + 1);
  };

  return {
    persons,
    changePersons,
    errors,
    saving: saving.isLoading,
    finishing: finishing.isLoading,
    send,
    // The notes for the team go only with 'Finalizar': until then, typed notes are unsaved.
    unsaved: edits !== storedEdits || notes.trim() !== '',
    sendingOptions: {
      notes,
      onNotesChange: setNotes,
      includeDocuments,
      onIncludeDocumentsChange: setIncludeDocuments,
    },
  };
}
