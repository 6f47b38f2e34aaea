import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { brasiliaToday } from '@/lib/dayjs';
import { useOpenCaseMutation } from '../api';
import { bodyOf, emptyCaseValues } from '../lib/form';
import { submitWithFieldErrors } from '../lib/submit';
import { CaseEditorForm } from './CaseEditorForm';
import '../i18n';

interface NewCaseDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the new case's id once the server has opened it. */
  onOpened: (id: number) => void;
}

/** Staff's 'Novo processo': the case form in a dialog, opening the case on the server. */
export function NewCaseDialog({ opened, onClose, onOpened }: NewCaseDialogProps) {
  const { t } = useTranslation();
  const [openCase] = useOpenCaseMutation();
  return (
    <Modal
      // A click beside the form must not throw away what was typed: Cancelar, × or Esc close it.
      closeOnClickOutside={false}
      opened={opened}
      onClose={onClose}
      title={t('processTracking.staff.newCase')}
      closeButtonProps={{ 'aria-label': t('processTracking.form.cancel') }}
      size="lg"
    >
      <CaseEditorForm
        opening
        initialValues={emptyCaseValues(brasiliaToday())}
        submitLabel={t('processTracking.form.open')}
        onCancel={onClose}
        onSubmit={async (values, helpers) => {
          let openedId = 0;
          const saved = await submitWithFieldErrors(
            values,
            helpers,
            async () => {
              openedId = (await openCase(bodyOf(values)).unwrap()).id;
            },
            {
              failedTitle: t('processTracking.form.failedTitle'),
              done: { title: t('processTracking.form.openedTitle'), message: t('processTracking.form.savedMessage') },
            },
          );
          if (saved) onOpened(openedId);
        }}
      />
    </Modal>
  );
}
