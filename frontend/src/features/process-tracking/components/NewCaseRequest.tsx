import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OnceOpened } from '@/components/OnceOpened';
import { lazyNamed } from '@/lib/lazy-named';
import '../i18n';

// The form comes when the button is first pressed: the page shows without it.
const NewCaseRequestDialog = lazyNamed(() => import('./NewCaseRequestDialog'), 'NewCaseRequestDialog');

/** 'Novo Processo': the button, and the dialog in which a client asks for a new case. */
export function NewCaseRequest() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={open}>
        {t('processTracking.ask.button')}
      </Button>
      <OnceOpened opened={opened}>
        <NewCaseRequestDialog opened={opened} onClose={close} />
      </OnceOpened>
    </>
  );
}
