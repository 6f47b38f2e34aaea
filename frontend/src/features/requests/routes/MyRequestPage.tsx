import { Anchor, Paper, Text } from '@mantine/core';
import { IconFolderSymlink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LinkButton } from '@/components/LinkButton';
import { paths } from '@/config/paths';
import { RequestPageFrame } from '../components/RequestPageFrame';
import '../i18n';

/** /requests/:id: one of the client's requests: what was sent, where it stands, the staff's answers. */
export default function MyRequestPage() {
  const { t } = useTranslation();
  return (
    <RequestPageFrame
      back={{ to: paths.requests, label: t('requests.mine.back') }}
      replies={(request) => ({
        title: t('requests.mine.replies'),
        // An answered request may hold no reply here: the staff answered another way, or she
        // deleted the reply in Mensagens.
        none: t(
          request.status === 'new' || request.status === 'in_progress'
            ? 'requests.mine.noReplies'
            : 'requests.mine.noRepliesHere',
        ),
      })}
      statusDetails={(request) =>
        request.caseId !== null && (
          <LinkButton
            to={`${paths.processTracking}?processo=${String(request.caseId)}`}
            variant="light"
            icon={IconFolderSymlink}
          >
            {t('requests.mine.followCase')}
          </LinkButton>
        )
      }
      foot={() => (
        <Paper withBorder radius="md" p="md">
          <Text size="sm">
            {t('requests.mine.talkInMessages')}{' '}
            <Anchor component={Link} to={paths.messages}>
              {t('requests.mine.messagesLink')}
            </Anchor>
            .
          </Text>
        </Paper>
      )}
    />
  );
}
