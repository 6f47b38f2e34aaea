import { Alert, Stack, Tabs } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '@/components/LeaveGuard';
import { LoadingState } from '@/components/LoadStates';
import { watchForFieldInError } from '@/lib/focus-first-error';
import { lazyNamed } from '@/lib/lazy-named';
import { useTreeEditing } from '../hooks/use-tree-editing';
import type { FamilyTree } from '../types';
import { PersonList } from './PersonList';
import { SendingOptions } from './SendingOptions';
import { TreeActions } from './TreeActions';
import '../i18n';

// d3 is loaded only when the chart is opened, the FamilySearch guide (with the GEDCOM import) when
// its tab is.
const TreeChart = lazy(() => import('./TreeChart'));
const FamilySearchGuide = lazyNamed(() => import('./FamilySearchGuide'), 'FamilySearchGuide');

interface TreeEditorProps {
  /** Undefined while it loads: the editor stands drawn, the persons wait. */
  tree: FamilyTree | undefined;
  userId: number | null;
}

/** The header buttons, the sending options and the tabs over the persons being edited. */
export function TreeEditor({ tree, userId }: TreeEditorProps) {
  const { t } = useTranslation();
  const { persons, changePersons, errors, saving, finishing, send, unsaved, sendingOptions } = useTreeEditing(
    tree,
    userId,
  );
  const personsLoading = <LoadingState label={t('familyTree.list.loading')} />;
  const editor = useRef<HTMLDivElement>(null);
  const stopWatching = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      stopWatching.current?.();
    },
    [],
  );
  // As after a form's refused send: the keyboard goes to the first field the server refused (its
  // person opens to show it), instead of staying on the button.
  const sendWatched = (action: 'save' | 'finish') => {
    stopWatching.current?.();
    stopWatching.current = editor.current ? watchForFieldInError(editor.current) : null;
    void send(action);
  };

  return (
    // Laid out as if it were not there: it only bounds where the fields in error are looked for.
    <div ref={editor} style={{ display: 'contents' }}>
      <LeaveGuard when={unsaved} />
      <TreeActions
        tree={tree}
        userId={userId}
        saving={saving}
        finishing={finishing}
        onSave={() => {
          sendWatched('save');
        }}
        onFinish={() => {
          sendWatched('finish');
        }}
      />
      <SendingOptions userId={userId} notesError={errors.notes} {...sendingOptions} />
      <Tabs defaultValue="manual" keepMounted={false}>
        <Tabs.List aria-label={t('familyTree.tabs.label')} mb="md">
          <Tabs.Tab value="manual">{t('familyTree.tabs.manual')}</Tabs.Tab>
          <Tabs.Tab value="chart">{t('familyTree.tabs.chart')}</Tabs.Tab>
          <Tabs.Tab value="familySearch">{t('familyTree.tabs.familySearch')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="manual">
          {tree === undefined ? (
            personsLoading
          ) : (
            <PersonList persons={persons} errors={errors} onChange={changePersons} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="chart">
          <Stack gap="xs">
            <Alert variant="light">{t('familyTree.chart.hint')}</Alert>
            <Suspense fallback={<LoadingState />}>
              {tree === undefined ? personsLoading : <TreeChart persons={persons} />}
            </Suspense>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="familySearch">
          <Suspense fallback={<LoadingState />}>
            <FamilySearchGuide userId={userId} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}
