import { Checkbox, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '@/components/LoadStates';
import { documentFacts, UploadPanel, useGetDocumentsQuery, type PortalDocument } from '@/features/documents';
import '../i18n';

/** Most vault documents offered to attach. */
const SHOWN = 50;

interface VaultDocumentPickerProps {
  chosen: number[];
  onChange: (ids: number[]) => void;
  /** Why the chosen documents could not be attached, said under the list. */
  error?: string | null;
}

/** The client's vault documents to attach, and an upload that puts a new one in the vault. */
export function VaultDocumentPicker({ chosen, onChange, error }: VaultDocumentPickerProps) {
  const { t } = useTranslation();
  const query = useGetDocumentsQuery({ kind: null, page: 1, pageSize: SHOWN });
  const factsId = useId();
  // An upload ends after the person may have ticked or unticked others meanwhile.
  const latestChosen = useRef(chosen);
  useEffect(() => {
    latestChosen.current = chosen;
  }, [chosen]);
  const attachUploaded = (document: PortalDocument) => {
    const now = latestChosen.current;
    // Ticked like any other: beyond what a request carries, the server's refusal says so under the list.
    if (!now.includes(document.id)) onChange([...now, document.id]);
  };
  let list;
  if (query.isError && !query.data) {
    list = <LoadError title={t('requests.attach.failed')} error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!query.data) {
    list = <LoadingState />;
  } else if (query.data.items.length === 0) {
    list = (
      <Text size="sm" c="dimmed">
        {t('requests.attach.none')}
      </Text>
    );
  } else {
    list = (
      <Checkbox.Group
        value={chosen.map(String)}
        onChange={(values) => {
          onChange(values.map(Number));
        }}
      >
        <Stack gap={6}>
          {query.data.items.map((document) => (
            <Checkbox
              key={document.id}
              value={String(document.id)}
              label={document.name}
              // Mantine does not tie a checkbox's description to it: the id does, for screen readers.
              description={<span id={`${factsId}-${String(document.id)}`}>{documentFacts(document, t)}</span>}
              aria-describedby={`${factsId}-${String(document.id)}`}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }
  return (
    <>
      <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" size="sm" fw={500}>
          {t('requests.attach.label')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('requests.attach.hint')}
        </Text>
        <UploadPanel onUploaded={attachUploaded} />
        {list}
      </Stack>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
