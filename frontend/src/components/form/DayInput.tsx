import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarAriaLabels } from '@/lib/calendar-labels';
import { parseShownDay } from '@/lib/dayjs';

export type DayInputProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'placeholder' | 'ariaLabels'
> & {
  /** The day as `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (day: string) => void;
};

/**
 * A day typed as dd/mm/aaaa (pt-BR) or picked from the calendar. Mantine's field quietly puts back
 * the last good day when what was typed is not one it accepts (31/02, or a day outside the
 * allowed range); this one says so under the field instead, until a day is chosen.
 */
export function DayInput({ value, onChange, onBlur, error, popoverProps, ...props }: DayInputProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <DateInput
      placeholder="dd/mm/aaaa"
      valueFormat="DD/MM/YYYY"
      dateParser={parseShownDay}
      ariaLabels={calendarAriaLabels(t)}
      popoverProps={{ withinPortal: true, ...popoverProps }}
      {...props}
      value={value === '' ? null : value}
      onChange={(day) => {
        setRefusal(null);
        onChange(day ?? '');
      }}
      onBlur={(event) => {
        // Read before Mantine puts the last good day back in the field.
        const typed = event.currentTarget.value.trim();
        const day = typed === '' ? '' : parseShownDay(typed);
        if (day === null) setRefusal(t('common.dayInvalid'));
        else if (day !== '' && day !== value) setRefusal(t('common.dayOutOfRange'));
        else setRefusal(null);
        onBlur?.(event);
      }}
      error={refusal ?? error}
    />
  );
}
