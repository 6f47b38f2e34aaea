import { Badge, Button, Group, Stack, VisuallyHidden } from '@mantine/core';
import {
  IconArrowLeft,
  IconDeviceFloppy,
  IconDownload,
  IconFileTypePdf,
  IconMail,
  IconSend,
} from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/LinkButton';
import { paths } from '@/config/paths';
import { changeWithToasts } from '@/lib/notify';
import { exportUrl, useDownloadFamilyTreeReportMutation, useMailFamilyTreeReportMutation } from '../api';
import type { FamilyTree } from '../types';
import '../i18n';

const WAITS_FOR_SAVE_ID = 'family-tree-waits-for-save';

interface TreeActionsProps {
  /** Undefined while the tree loads: every button is drawn, and waits. */
  tree: FamilyTree | undefined;
  userId: number | null;
  saving: boolean;
  finishing: boolean;
  onSave: () => void;
  onFinish: () => void;
}

/**
 * Back and the tree's status on one line; its exports and the two ways to store it on the next.
 * Every button stands in every state, so the page keeps its layout from the moment it is drawn
 * until the tree arrives; the exports wait for a stored tree.
 */
export function TreeActions({ tree, userId, saving, finishing, onSave, onFinish }: TreeActionsProps) {
  const { t } = useTranslation();
  const stored = tree !== undefined && tree.status !== 'new';
  return (
    <Stack gap="sm" mb="md">
      <Group justify="space-between" gap="sm">
        <LinkButton to={paths.root} variant="default" icon={IconArrowLeft} iconSize={16}>
          {t('familyTree.actions.back')}
        </LinkButton>
        <StatusBadge tree={tree} />
      </Group>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <ExportButton userId={userId} stored={stored} />
          <ReportButtons userId={userId} stored={stored} />
          {/* A disabled button takes no focus, so its `title` reaches nobody: screen readers read this. */}
          {!stored && <VisuallyHidden id={WAITS_FOR_SAVE_ID}>{t('familyTree.actions.waitsForSave')}</VisuallyHidden>}
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
            disabled={tree === undefined || finishing}
            loading={saving}
            onClick={onSave}
          >
            {t('familyTree.actions.saveDraft')}
          </Button>
          <Button
            leftSection={<IconSend size={16} aria-hidden="true" />}
            disabled={tree === undefined || saving}
            loading={finishing}
            onClick={onFinish}
          >
            {t('familyTree.actions.finish')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** 'Exportar GEDCOM': the stored tree as a file; before the first save, a button that waits. */
function ExportButton({ userId, stored }: { userId: number | null; stored: boolean }) {
  const { t } = useTranslation();
  const look = { variant: 'default', leftSection: <IconDownload size={16} aria-hidden="true" /> } as const;
  return stored ? (
    <Button component="a" href={exportUrl(userId)} download title={t('familyTree.actions.exportHint')} {...look}>
      {t('familyTree.actions.export')}
    </Button>
  ) : (
    <Button disabled title={t('familyTree.actions.waitsForSave')} aria-describedby={WAITS_FOR_SAVE_ID} {...look}>
      {t('familyTree.actions.export')}
    </Button>
  );
}

function StatusBadge({ tree }: { tree: FamilyTree | undefined }) {
  const { t } = useTranslation();
  if (tree === undefined) {
    return (
      <Badge color="gray.7" variant="outline" size="lg">
        {t('familyTree.status.loading')}
      </Badge>
    );
  }
  // Dark shades: white text on them passes WCAG AA contrast.
  const color = tree.status === 'finished' ? 'teal.9' : tree.status === 'draft' ? 'blue.8' : 'gray.7';
  return (
    <Badge color={color} variant="filled" size="lg">
      {t(`familyTree.status.${tree.status}`)}
    </Badge>
  );
}

/**
 * 'Enviar por e-mail' (a link to the stored tree's report mailed to its owner) and 'Baixar PDF'
 * (the report fetched and saved as a file), each with its loading state and toasts.
 */
function ReportButtons({ userId, stored }: { userId: number | null; stored: boolean }) {
  const { t } = useTranslation();
  const [download, downloading] = useDownloadFamilyTreeReportMutation();
  const [mail, mailing] = useMailFamilyTreeReportMutation();
  const sendMail = async () => {
    let sentTo = '';
    await changeWithToasts(
      async () => {
        sentTo = (await mail(userId).unwrap()).sentTo;
      },
      { failedTitle: t('familyTree.toasts.pdfMailFailed') },
    );
    if (sentTo) {
      notifications.show({
        color: 'teal',
        title: t('familyTree.toasts.pdfMailed'),
        message: t('familyTree.toasts.pdfMailedMessage', { to: sentTo }),
      });
    }
  };
  return (
    <>
      <Button
        variant="default"
        title={t(stored ? 'familyTree.actions.mailPdfHint' : 'familyTree.actions.waitsForSave')}
        leftSection={<IconMail size={16} aria-hidden="true" />}
        disabled={!stored}
        aria-describedby={stored ? undefined : WAITS_FOR_SAVE_ID}
        loading={mailing.isLoading}
        onClick={() => void sendMail()}
      >
        {t('familyTree.actions.mailPdf')}
      </Button>
      <Button
        variant="default"
        title={t(stored ? 'familyTree.actions.downloadPdfHint' : 'familyTree.actions.waitsForSave')}
        leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
        disabled={!stored}
        aria-describedby={stored ? undefined : WAITS_FOR_SAVE_ID}
        loading={downloading.isLoading}
        onClick={() =>
          void changeWithToasts(() => download(userId).unwrap(), { failedTitle: t('familyTree.toasts.pdfFailed') })
        }
      >
        {t('familyTree.actions.downloadPdf')}
      </Button>
    </>
  );
}
