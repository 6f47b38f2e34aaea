import { Alert, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Dark orange under white text: above WCAG AA contrast in both colour schemes. */
const PRIORITY_COLOUR = '#b03a00';

/**
 * 'Prioridade': a booking or request made from a priority quick-access link (`priority=true`),
 * as staff see it in the agenda and the request inbox. Nothing when it is not priority.
 */
export function PriorityBadge({ priority }: { priority: boolean | undefined }) {
  const { t } = useTranslation();
  if (!priority) return null;
  return (
    <Badge color={PRIORITY_COLOUR} c="white" variant="filled" radius="sm" data-priority="true">
      {t('priority.badge')}
    </Badge>
  );
}

/**
 * What a client sees on a booking or request page opened from a priority quick-access link: the
 * notice that staff will see it marked. Nothing otherwise.
 */
export function PriorityLinkNotice({ priority }: { priority: boolean }) {
  const { t } = useTranslation();
  if (!priority) return null;
  return (
    <Alert color="orange" variant="light" data-priority="true">
      {t('priority.linkNotice')}
    </Alert>
  );
}
