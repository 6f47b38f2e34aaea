import { useState } from 'react';
import { OnceOpened } from '@/components/OnceOpened';
import { lazyNamed } from '@/lib/lazy-named';
import type { DocumentKind, PortalDocument } from '../types';
import { DocumentList } from './DocumentList';

// The confirmation comes with the first delete: the list shows without the dialog's code.
const DeleteDocumentDialog = lazyNamed(() => import('./DeleteDocumentDialog'), 'DeleteDocumentDialog');

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
      <OnceOpened opened={deleteOpened}>
        <DeleteDocumentDialog
          document={toDelete}
          opened={deleteOpened}
          onClose={() => {
            setDeleteOpened(false);
          }}
        />
      </OnceOpened>
    </>
  );
}
