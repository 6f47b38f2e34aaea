import { useEffect } from 'react';

/** What a message form tells the dialog around it, so that closing neither loses nor cuts off a message. */
export interface DraftReports {
  /** Told whether a message is typed, which closing the dialog would throw away. */
  onTyped?: (typed: boolean) => void;
  /** Told while the message is on its way: the dialog is not closed under it. */
  onSending?: (sending: boolean) => void;
}

/** Tells the dialog whether the form holds a typed message and whether it is being sent. */
export function useReportDraft(content: string, isSubmitting: boolean, { onTyped, onSending }: DraftReports) {
  const typed = content.trim() !== '';
  useEffect(() => {
    onTyped?.(typed);
  }, [typed, onTyped]);
  useEffect(() => {
    onSending?.(isSubmitting);
  }, [isSubmitting, onSending]);
}
