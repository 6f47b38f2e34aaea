import { Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStrengthEstimator, type StrengthEstimator, type StrengthScore } from './password-strength';
import './i18n';

const LEVELS = [
  { key: 'veryWeak', color: 'red' },
  { key: 'weak', color: 'orange' },
  { key: 'fair', color: 'yellow' },
  { key: 'good', color: 'teal' },
  { key: 'strong', color: 'green' },
] as const;

interface PasswordStrengthMeterProps {
  password: string;
  /** What an attacker would try first: the person's name, username, e-mail. */
  userInputs?: string[];
  /** The estimator to use; loaded lazily when not given. */
  loadEstimator?: () => Promise<StrengthEstimator>;
  /**
   * The least score the server accepts for this account, as the account's view tells
   * (`passwordMinScore`); without an account yet (registration, reset link), a client's 2.
   */
  acceptedFrom?: number;
}

/**
 * How hard the typed password is to guess, as a bar and a word that screen readers hear as it
 * changes, with a warning below the score the server accepts, before anything is sent. Only a
 * guide: the server decides what it accepts (and also refuses a list of common passwords).
 */
export function PasswordStrengthMeter({
  password,
  userInputs = [],
  loadEstimator = loadStrengthEstimator,
  acceptedFrom = 2,
}: PasswordStrengthMeterProps) {
  const { t } = useTranslation();
  const [estimate, setEstimate] = useState<{ password: string; score: StrengthScore } | null>(null);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!password) return undefined;
    let current = true;
    void loadEstimator().then((estimator) => {
      if (current) setEstimate({ password, score: estimator(password, inputsKey ? inputsKey.split('\n') : []) });
    });
    return () => {
      current = false;
    };
  }, [password, inputsKey, loadEstimator]);

  // An estimate of an earlier value (or of a now empty field) is not shown.
  const score = password && estimate?.password === password ? estimate.score : null;

  const level = score === null ? null : LEVELS[score];
  const label = level ? t(`form.strength.${level.key}`) : '';
  const tooWeak = score !== null && score < acceptedFrom;
  return (
    <Stack gap={4} data-testid="password-strength">
      <Progress
        value={score === null ? 0 : (score + 1) * 20}
        color={level?.color ?? 'gray'}
        size="sm"
        aria-label={t('form.strength.label')}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {level ? `${t('form.strength.label')}: ${label}` : ''}
      </Text>
      <Text size="xs" c="red" aria-live="polite">
        {tooWeak ? t('form.strength.tooWeak') : ''}
      </Text>
    </Stack>
  );
}
