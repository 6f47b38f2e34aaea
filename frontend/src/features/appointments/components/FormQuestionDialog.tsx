import { Text } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import '../i18n';

/** Which question: its texts are `appointments.form.<question>`. */
export type FormQuestion = 'cancelConfirm' | 'discardConfirm';

interface FormQuestionDialogProps {
  question: FormQuestion;
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * What the booking form asks before it goes on: staff cancelling an appointment in an edit (the
 * client is mailed and the slot freed at once), and anyone closing it with something typed.
 */
export function FormQuestionDialog({ question, opened, onClose, onConfirm }: FormQuestionDialogProps) {
  const { t } = useTranslation();
  const text = (part: 'title' | 'text' | 'confirm' | 'back' | 'close') => t(`appointments.form.${question}.${part}`);
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={text('title')}
      closeLabel={text('close')}
      cancelLabel={text('back')}
      confirmLabel={text('confirm')}
      confirmIcon={question === 'cancelConfirm' ? <IconCalendarX size={18} aria-hidden="true" /> : undefined}
      // It closes as the answer is acted on: a save shows on the form's own button.
      busy={false}
      onConfirm={onConfirm}
    >
      <Text size="sm">{text('text')}</Text>
    </ConfirmDialog>
  );
}
