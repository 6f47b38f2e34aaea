import { Stack } from '@mantine/core';
import { useState } from 'react';
import { RemovableDocumentList } from './RemovableDocumentList';
import { UploadPanel } from './UploadPanel';

/** A case's documents: the upload for it and the list of what was handed in for it. */
export function CaseDocuments({ caseId }: { caseId: number }) {
  const [page, setPage] = useState(1);
  return (
    <Stack gap="sm">
      <UploadPanel caseId={caseId} />
      <RemovableDocumentList kind={null} caseId={caseId} page={page} onPageChange={setPage} />
    </Stack>
  );
}
