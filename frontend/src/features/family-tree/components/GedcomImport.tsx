import { Alert, Button, FileInput, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api-error';
import { changeWithToasts } from '@/lib/notify';
import { useApplyGedcomImportMutation, usePreviewGedcomImportMutation } from '../api';
import type { ImportPreview } from '../types';
import '../i18n';

/** A file's bytes (FileReader: every browser, and the test DOM, has it). */
function bytesOf(file: File): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(reader.result as ArrayBuffer);
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('FileReader'));
    };
    reader.readAsArrayBuffer(file);
  });
}

/** The largest file the server reads (the same limit, said before sending). */
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * The GEDCOM import: choose a .ged file, see what it would add or replace and which lines were
 * not read, then apply it whole (the server stores it in one transaction) or cancel.
 */
export function GedcomImport({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [readFile, reading] = usePreviewGedcomImportMutation();
  const [apply, applying] = useApplyGedcomImportMutation();

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setError(null);
    if (!chosen) return;
    if (chosen.size > MAX_BYTES) {
      setError(t('familyTree.familySearch.importTooLarge'));
      return;
    }
    try {
      setPreview(await readFile({ userId, file: await bytesOf(chosen) }).unwrap());
    } catch (caught) {
      setError(toApiError(caught).message);
    }
  };

  const applyImport = async () => {
    if (!file) return;
    const bytes = await bytesOf(file);
    const done = await changeWithToasts(() => apply({ userId, file: bytes }).unwrap(), {
      failedTitle: t('familyTree.familySearch.applyFailed'),
      done: { title: t('familyTree.familySearch.applied'), message: t('familyTree.familySearch.appliedMessage') },
    });
    if (done) void choose(null);
  };

  return (
    <Stack gap="sm" align="stretch" w="100%">
      <Title order={3} size="h5">
        {t('familyTree.familySearch.importTitle')}
      </Title>
      <Text>{t('familyTree.familySearch.importIntro')}</Text>
      <Text size="sm" c="dimmed">
        {t('familyTree.familySearch.importUnsaved')}
      </Text>
      <FileInput
        label={t('familyTree.familySearch.importFile')}
        description={t('familyTree.familySearch.importFileHint')}
        accept=".ged,.GED,text/plain,application/octet-stream"
        leftSection={<IconFileImport size={16} aria-hidden="true" />}
        value={file}
        onChange={(chosen) => void choose(chosen)}
        clearable
        clearButtonProps={{ 'aria-label': t('familyTree.familySearch.clearFile') }}
        maw={480}
      />
      {reading.isLoading && <Text role="status">{t('familyTree.familySearch.importReading')}</Text>}
      {error && (
        <Alert color="red" title={t('familyTree.familySearch.importFailed')} role="alert">
          {error}
        </Alert>
      )}
      {preview && (
        <PreviewPanel
          preview={preview}
          applying={applying.isLoading}
          onApply={() => void applyImport()}
          onCancel={() => void choose(null)}
        />
      )}
    </Stack>
  );
}

function PreviewPanel({
  preview,
  applying,
  onApply,
  onCancel,
}: {
  preview: ImportPreview;
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const refused = preview.refusals.length > 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="gedcom-preview-title">
      <Title order={4} size="h6" id="gedcom-preview-title">
        {t('familyTree.familySearch.previewTitle')}
      </Title>
      <Text size="sm">
        {preview.version
          ? t('familyTree.familySearch.previewFormat', { version: preview.version, encoding: preview.encoding })
          : t('familyTree.familySearch.previewFormatUnknown', { encoding: preview.encoding })}
      </Text>
      {preview.added.length > 0 && (
        <div>
          <Text fw={600}>{t('familyTree.familySearch.added', { count: preview.added.length })}</Text>
          <List size="sm">
            {preview.added.map((person) => (
              <List.Item key={person.key}>{person.name || person.key}</List.Item>
            ))}
          </List>
        </div>
      )}
      {preview.replaced.length > 0 && (
        <div>
          <Text fw={600}>{t('familyTree.familySearch.replaced', { count: preview.replaced.length })}</Text>
          <List size="sm">
            {preview.replaced.map((person) => (
              <List.Item key={person.key}>
                {person.replaces
                  ? t('familyTree.familySearch.replaces', { name: person.name, previous: person.replaces })
                  : t('familyTree.familySearch.replacesBlank', { name: person.name })}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      <Text size="sm">{t('familyTree.familySearch.kept', { count: preview.kept })}</Text>
      {preview.problems.length > 0 && (
        <Table.ScrollContainer minWidth={480} mah={320}>
          <Table striped withTableBorder>
            <Table.Caption>
              {t('familyTree.familySearch.problemsTitle', { count: preview.problems.length })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('familyTree.familySearch.problemLine')}</Table.Th>
                <Table.Th scope="col">{t('familyTree.familySearch.problemMessage')}</Table.Th>
                <Table.Th scope="col">{t('familyTree.familySearch.problemText')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.problems.map((problem, index) => (
                <Table.Tr key={`${String(problem.line)}-${String(index)}`}>
                  <Table.Td>{problem.line > 0 ? problem.line : '—'}</Table.Td>
                  <Table.Td>{problem.message}</Table.Td>
                  <Table.Td>
                    <code>{problem.text}</code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {refused && (
        <Alert color="red" title={t('familyTree.familySearch.refusedTitle')} role="alert">
          <List size="sm">
            {preview.refusals.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group gap="sm">
        <Button onClick={onApply} loading={applying} disabled={refused}>
          {t('familyTree.familySearch.apply')}
        </Button>
        <Button variant="default" onClick={onCancel} disabled={applying}>
          {t('familyTree.familySearch.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
