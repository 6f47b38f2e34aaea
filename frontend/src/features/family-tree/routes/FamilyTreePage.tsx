import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconDeviceFloppy,
  IconDownload,
  IconFileTypePdf,
  IconMail,
  IconSend,
} from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadError, LoadingState } from '@/components/LoadStates';
import { PageHeader } from '@/components/PageHeader';
import { LinkButton } from '@/components/LinkButton';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-error';
import { lazyNamed } from '@/lib/lazy-named';
import { changeWithToasts } from '@/lib/notify';
import {
  exportUrl,
  useDownloadFamilyTreeReportMutation,
  useFinishFamilyTreeMutation,
  useGetFamilyTreeQuery,
  useMailFamilyTreeReportMutation,
  useSaveFamilyTreeMutation,
} from '../api';
import { PersonList } from '../components/PersonList';
import { draftOf, formOf } from '../lib/drafts';
import type { FamilyTree, PersonDraft } from '../types';
import '../i18n';

// d3 is loaded only when the chart is opened, the FamilySearch guide (with the GEDCOM import) when
// its tab is.
const TreeChart = lazy(() => import('../components/TreeChart'));
const FamilySearchGuide = lazyNamed(() => import('../components/FamilySearchGuide'), 'FamilySearchGuide');

/** Staff open a client's tree with ?userId=N (from the staff mail); anyone else their own. */
function ownerFrom(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** /family-tree: the list of persons with a form each, the drawn tree, and the FamilySearch guide. */
export default function FamilyTreePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const userId = ownerFrom(searchParams.get('userId'));
  const tree = useGetFamilyTreeQuery(userId);

  return (
    <>
      <PageHeader title={t('pages.familyTree.title')} subtitle={t('pages.familyTree.subtitle')} />
      {userId !== null && (
        <Alert mb="md" variant="light">
          {t('familyTree.staffViewing', { id: userId })}
        </Alert>
      )}
      {tree.isLoading ? (
        <LoadingState label={t('familyTree.list.loading')} />
      ) : tree.isError || !tree.data ? (
        <LoadError title={t('familyTree.list.loadFailed')} error={tree.error} onRetry={() => void tree.refetch()} />
      ) : (
        <TreeEditor key={userId ?? 'own'} tree={tree.data} userId={userId} />
      )}
    </>
  );
}

/** The header buttons and the tabs over the persons being edited. */
function TreeEditor({ tree, userId }: { tree: FamilyTree; userId: number | null }) {
  const { t } = useTranslation();
  const [save, saving] = useSaveFamilyTreeMutation();
  const [finish, finishing] = useFinishFamilyTreeMutation();
  const [persons, setPersons] = useState<PersonDraft[]>(() => tree.persons.map(draftOf));
  // The stored version the persons were last taken from. One stored elsewhere (a GEDCOM import,
  // another device) replaces them; one this editor saved already holds them, so what is being
  // typed, the open person and the notes for the team stay as they are.
  const [basis, setBasis] = useState(tree.updatedAt);
  if (tree.updatedAt !== basis) {
    setBasis(tree.updatedAt);
    setPersons(tree.persons.map(draftOf));
  }
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState('');
  const [includeDocuments, setIncludeDocuments] = useState(true);

  const send = async (action: 'save' | 'finish') => {
    const tree = { persons: persons.map(formOf) };
    setErrors({});
    await changeWithToasts(
      async () => {
        try {
          if (action === 'save') {
            setBasis((await save({ userId, tree }).unwrap()).updatedAt);
          } else {
            setBasis((await finish({ userId, form: { ...tree, notes, includeDocuments } }).unwrap()).updatedAt);
            setNotes('');
          }
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

  return (
    <>
      <Group justify="space-between" mb="md" gap="sm">
        <LinkButton to={paths.root} variant="default" icon={IconArrowLeft} iconSize={16}>
          {t('familyTree.actions.back')}
        </LinkButton>
        <Group gap="sm">
          <StatusBadge tree={tree} />
          {tree.status !== 'new' && (
            <Button
              component="a"
              href={exportUrl(userId)}
              download
              variant="default"
              title={t('familyTree.actions.exportHint')}
              leftSection={<IconDownload size={16} aria-hidden="true" />}
            >
              {t('familyTree.actions.export')}
            </Button>
          )}
          {tree.status !== 'new' && <ReportButtons userId={userId} />}
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
            disabled={finishing.isLoading}
            loading={saving.isLoading}
            onClick={() => void send('save')}
          >
            {t('familyTree.actions.saveDraft')}
          </Button>
          <Button
            leftSection={<IconSend size={16} aria-hidden="true" />}
            disabled={saving.isLoading}
            loading={finishing.isLoading}
            onClick={() => void send('finish')}
          >
            {t('familyTree.actions.finish')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md" mb="md" component="section" aria-labelledby="family-tree-sending">
        <Title order={2} size="h5" id="family-tree-sending">
          {t('familyTree.sending.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t(userId === null ? 'familyTree.sending.intro' : 'familyTree.sending.introStaff')}
        </Text>
        <Stack gap="xs">
          <Textarea
            label={t('familyTree.sending.notes')}
            value={notes}
            autosize
            minRows={2}
            maxLength={5000}
            error={errors.notes}
            onChange={(event) => {
              setNotes(event.currentTarget.value);
            }}
          />
          <Checkbox
            label={t('familyTree.sending.includeDocuments')}
            description={t('familyTree.sending.includeDocumentsHint')}
            checked={includeDocuments}
            onChange={(event) => {
              setIncludeDocuments(event.currentTarget.checked);
            }}
          />
        </Stack>
      </Paper>
      <Tabs defaultValue="manual" keepMounted={false}>
        <Tabs.List aria-label={t('familyTree.tabs.label')} mb="md">
          <Tabs.Tab value="manual">{t('familyTree.tabs.manual')}</Tabs.Tab>
          <Tabs.Tab value="chart">{t('familyTree.tabs.chart')}</Tabs.Tab>
          <Tabs.Tab value="familySearch">{t('familyTree.tabs.familySearch')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="manual">
          <PersonList persons={persons} errors={errors} onChange={setPersons} />
        </Tabs.Panel>
        <Tabs.Panel value="chart">
          <Stack gap="xs">
            <Alert variant="light">{t('familyTree.chart.hint')}</Alert>
            <Suspense fallback={<LoadingState />}>
              <TreeChart persons={persons} />
            </Suspense>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="familySearch">
          <Suspense fallback={<LoadingState />}>
            <FamilySearchGuide userId={userId} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function StatusBadge({ tree }: { tree: FamilyTree }) {
  const { t } = useTranslation();
  // Dark shades: white text on them passes WCAG AA contrast.
  const color = tree.status === 'finished' ? 'teal.9' : tree.status === 'draft' ? 'blue.8' : 'gray.7';
  return (
    <Badge color={color} variant="filled" size="lg">
      {t(`familyTree.status.${tree.status}`)}
    </Badge>
  );
}

/**
 * 'Baixar PDF' (the saved tree's report, fetched and saved as a file) and 'Enviar por e-mail' (a
 * link to it mailed to the tree's owner), each with its loading state and toasts.
 */
function ReportButtons({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const [download, downloading] = useDownloadFamilyTreeReportMutation();
  const [mail, mailing] = useMailFamilyTreeReportMutation();
  const sendMail = async () => {
    let sentTo = '';
    await changeWithToasts(
      async () => {
        sentTo = (await mail(userId).unwrap()).sentTo;
      },
      { failedTitle: t('familyTree.toasts.pdfMailFailed') },
    );
    if (sentTo) {
      notifications.show({
        color: 'teal',
        title: t('familyTree.toasts.pdfMailed'),
        message: t('familyTree.toasts.pdfMailedMessage', { to: sentTo }),
      });
    }
  };
  return (
    <>
      <Button
        variant="default"
        title={t('familyTree.actions.mailPdfHint')}
        leftSection={<IconMail size={16} aria-hidden="true" />}
        loading={mailing.isLoading}
        onClick={() => void sendMail()}
      >
        {t('familyTree.actions.mailPdf')}
      </Button>
      <Button
        variant="default"
        title={t('familyTree.actions.downloadPdfHint')}
        leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
        loading={downloading.isLoading}
        onClick={() =>
          void changeWithToasts(() => download(userId).unwrap(), { failedTitle: t('familyTree.toasts.pdfFailed') })
        }
      >
        {t('familyTree.actions.downloadPdf')}
      </Button>
    </>
  );
}
