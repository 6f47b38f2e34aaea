import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { documentsChanged, UploadCancelled, UploadFailed, uploadDocument } from '../api';
import type { PortalDocument } from '../types';
import '../i18n';

export interface UploadState {
  /** The file being sent, or null when idle. */
  name: string | null;
  percent: number;
  /** Why the last file was refused, as the server said it. */
  error: string | null;
}

const idle: UploadState = { name: null, percent: 0, error: null };

/** For a case and one of its checklist items, when given. */
export interface UploadTarget {
  caseId?: number;
  checklistItemId?: number;
  /** Staff: the client the file is for. */
  userId?: number;
}

/** One upload at a time (for `target`): its progress, its cancellation and the server's refusal. */
export function useUpload({ caseId, checklistItemId, userId }: UploadTarget = {}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [state, setState] = useState<UploadState>(idle);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  /** Sends `file`; answers the stored document, or null when it was cancelled or refused. */
  const start = useCallback(
    async (file: File, expiresOn: string | null = null): Promise<PortalDocument | null> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ name: file.name, percent: 0, error: null });
      try {
        const stored = await uploadDocument(file, {
          signal: current.signal,
          caseId,
          checklistItemId,
          userId,
          expiresOn,
          onProgress: (percent) => {
            setState((previous) => ({ ...previous, percent }));
          },
        });
        dispatch(documentsChanged());
        setState(idle);
        notifications.show({
          color: 'green',
          title: t('documents.upload.doneTitle'),
          message: t('documents.upload.doneMessage', { name: file.name }),
        });
        return stored;
      } catch (caught) {
        if (caught instanceof UploadCancelled) {
          setState(idle);
          notifications.show({ color: 'gray', title: t('documents.upload.cancelledTitle'), message: file.name });
          return null;
        }
        setState({ ...idle, error: caught instanceof UploadFailed ? caught.error.message : String(caught) });
        return null;
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [caseId, checklistItemId, userId, dispatch, t],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
  }, []);

  /** A file the browser refused before sending (too big, wrong type), said like the server says it. */
  const refuse = useCallback((message: string) => {
    setState({ ...idle, error: message });
  }, []);

  /** Takes the last refusal away, once what it asked for is done. */
  const dismiss = useCallback(() => {
    setState((current) => (current.name === null ? idle : current));
  }, []);

  return { state, start, cancel, refuse, dismiss };
}
