import { Input } from '@mantine/core';
import { DateInput, type DateInputProps, type DateValue } from '@mantine/dates';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
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
  /** Told when what was typed is refused (its message), and when a day is accepted again (null). */
  onRefusal?: (message: string | null) => void;
};

/** Mantine's gap between a field and its calendar, and that gap with a line of error message in it. */
const CALENDAR_OFFSET = 8;
const CALENDAR_OFFSET_BELOW_ERROR = 30;

const SHOWN_DAY = /^\s*\d{1,2}\/\d{1,2}\/(\d{4})\s*$/;
/** Below it, a year is a slip of the keyboard ('0202' for 2020), not a day anyone means here. */
const FIRST_YEAR = 1000;
const asDay = (day: DateValue | undefined) => (day ? dayjs(day).format('YYYY-MM-DD') : undefined);

/**
 * A day typed as dd/mm/aaaa (pt-BR) or picked from the calendar. Mantine's field quietly puts back
 * the last good day when what was typed is not one it accepts (31/02, or a day the field does not
 * allow), or when what was typed was erased. This one holds no day instead, so the form never goes
 * with a day the person did not mean, keeps what was typed for the person to correct, and says why
 * under it until a day is chosen.
 */
export function DayInput({
  value,
  onChange,
  onRefusal,
  onBlur,
  onClick,
  onKeyDown,
  error,
  popoverProps,
  ...props
}: DayInputProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Whether the text in the field is one this field refuses: Mantine then leaves it there on blur.
  const [typedRefused, setTypedRefused] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  // Mantine keeps the typed text to itself: a new field is the way to empty it (see `clearRefused`).
  const [emptied, setEmptied] = useState(0);
  // After the ×, the keyboard is back in the field but the calendar stays shut, as after Mantine's
  // own ×: on a phone it would cover the label. A click, typing or ArrowDown opens it again.
  const [calendarHeld, setCalendarHeld] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const { minDate, maxDate, excludeDate, clearable } = props;
  useEffect(() => {
    if (emptied > 0) field.current?.focus();
  }, [emptied]);

  const refusalOf = (typed: string): string | null => {
    const shown = SHOWN_DAY.exec(typed);
    if (!shown) return t('common.dayInvalid');
    if (Number(shown[1]) < FIRST_YEAR) return t('common.yearInvalid');
    const day = parseShownDay(typed);
    if (day === null) return t('common.dayDoesNotExist');
    const [first, last] = [asDay(minDate), asDay(maxDate)];
    const outside =
      (first !== undefined && day < first) || (last !== undefined && day > last) || (excludeDate?.(day) ?? false);
    return outside ? t('common.dayOutOfRange') : null;
  };

  // Only while the field stays empty: a day set from outside (a reset, a pick) ends it.
  const shownError = (value === '' ? refusal : null) ?? error;

  const refuse = (message: string | null) => {
    setRefusal(message);
    onRefusal?.(message);
  };

  // Mantine shows the × of a clearable field over a day only; a refused text holds none, and is
  // cleared the same way, the keyboard staying in the field. The holder is told the field is empty
  // (a form checks it again, and its message about the refused text goes).
  const offersClearOverRefused = clearable && typedRefused && !props.disabled && !props.readOnly;
  const clearRefused = () => {
    setTypedRefused(false);
    refuse(null);
    onChange('');
    setCalendarHeld(true);
    setEmptied((times) => times + 1);
  };

  return (
    <DateInput
      key={emptied}
      ref={field}
      placeholder={t('common.dayPlaceholder')}
      valueFormat="DD/MM/YYYY"
      // A refused day never becomes the value, not even while it is being typed.
      dateParser={(typed) => (refusalOf(typed) === null ? parseShownDay(typed) : null)}
      fixOnBlur={!typedRefused}
      ariaLabels={calendarAriaLabels(t)}
      popoverProps={{
        withinPortal: true,
        // The calendar opens when the field takes the focus, as it does when a send finds the
        // field wrong: it stands below the message instead of over it.
        offset: shownError ? CALENDAR_OFFSET_BELOW_ERROR : CALENDAR_OFFSET,
        ...popoverProps,
        ...(calendarHeld ? { opened: false } : {}),
        onOpen: () => {
          setCalendarOpen(true);
        },
        onClose: () => {
          setCalendarOpen(false);
        },
      }}
      // Escape closes the calendar only, not the dialog around the field (as Mantine's Select does).
      data-mantine-stop-propagation={calendarOpen || undefined}
      {...props}
      rightSection={
        offersClearOverRefused ? (
          <Input.ClearButton aria-label={t('common.clearField')} onClick={clearRefused} />
        ) : (
          props.rightSection
        )
      }
      rightSectionPointerEvents={offersClearOverRefused ? 'all' : props.rightSectionPointerEvents}
      onClick={(event) => {
        setCalendarHeld(false);
        onClick?.(event);
      }}
      onKeyDown={(event) => {
        // Enter sends the form and leaves the calendar shut; ArrowDown asks for it.
        if (event.key === 'ArrowDown') setCalendarHeld(false);
        onKeyDown?.(event);
      }}
      value={value === '' ? null : value}
      onChange={(day) => {
        if (refusal !== null) refuse(null);
        setTypedRefused(false);
        onChange(day ?? '');
      }}
      onInput={(event) => {
        setCalendarHeld(false);
        const typed = event.currentTarget.value;
        const message = typed.trim() === '' ? null : refusalOf(typed);
        setTypedRefused(message !== null);
        // The holder knows at once, not only when the field is left: Enter sends a form, and a
        // file dropped on the page takes no focus. The message itself waits for the field to be left.
        onRefusal?.(message);
        // The day shown before goes as soon as its text is changed into one that is refused.
        if (message !== null && value !== '') onChange('');
      }}
      onBlur={(event) => {
        setCalendarHeld(false);
        const typed = event.currentTarget.value.trim();
        if (typed === '') {
          // Erased by the person: the day goes (a required field then says so), and so does the
          // message about what was erased.
          if (value !== '') onChange('');
          if (refusal !== null) refuse(null);
        } else {
          const message = refusalOf(typed);
          refuse(message);
          if (message !== null && value !== '') onChange('');
        }
        onBlur?.(event);
      }}
      error={shownError}
    />
  );
}
