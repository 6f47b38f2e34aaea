import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInstant, relativeTimeOf } from '../lib/format';
import '../i18n';

interface RelativeTimeProps extends TextProps {
  instant: string;
  now: Date;
}

/** 'há 5 minutos', with the exact date and time on hover and for assistive technology. */
export function RelativeTime({ instant, now, ...textProps }: RelativeTimeProps) {
  const { t } = useTranslation();
  const exact = t('messages.sentAt', { date: formatInstant(instant, t('messages.dateFormat')) });
  return (
    <Text component="time" dateTime={instant} title={exact} size="sm" c="dimmed" {...textProps}>
      {relativeTimeOf(instant, now)}
    </Text>
  );
}
