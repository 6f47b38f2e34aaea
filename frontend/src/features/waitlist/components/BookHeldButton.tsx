import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/features/appointments';
import type { HeldEntry } from '../api';
import '../i18n';

/** 'Agendar agora', named after the held slot's day and time for a screen reader. */
export function BookHeldButton({ entry, onClick }: { entry: HeldEntry; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      aria-label={t('waitlist.mine.bookNowLabel', { day: formatDay(entry.date), time: entry.heldTime })}
      onClick={onClick}
    >
      {t('waitlist.mine.bookNow')}
    </Button>
  );
}
