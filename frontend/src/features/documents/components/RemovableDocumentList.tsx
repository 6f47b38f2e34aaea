import { useState } from 'react';
import type { DocumentKind, PortalDocument } from '../types';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import { DocumentList } from './DocumentList';

interface RemovableDocumentListProps {
  kind: DocumentKind | null;
  caseId?: number;
  userId?: number;
  page: number;
  onPageChange: (page: number) => void;
}

/** The documents a page at a time, each deleted only after the confirmation dialog. */
export function RemovableDocumentList(props: RemovableDocumentListProps) {
  // The dialog keeps its document while it closes; `opened` alone decides whether it is open.
  const [toDelete, setToDelete] = useState<PortalDocument | null>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);
  return (
    <>
      <DocumentList
        {...props}
        onDelete={(document) => {
          setToDelete(document);
          setDeleteOpened(true);
        }}
      />
      <DeleteDocumentDialog
        document={toDelete}
        opened={deleteOpened}
        onClose={() => {
          setDeleteOpened(false);
        }}
      />
    </>
  );
}
