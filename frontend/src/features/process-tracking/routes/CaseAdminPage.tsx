import { Group, Paper, Stack, Title } from '@mantine/core';
import { IconBinaryTree } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/BackLink';
import NotFound from '@/components/NotFound';
import { PageHeader } from '@/components/PageHeader';
import { LinkButton } from '@/components/LinkButton';
import { paths } from '@/config/paths';
import { useChangeCaseMutation } from '../api';
import { CaseDetailLoader } from '../components/CaseDetailLoader';
import { CaseDetails } from '../components/CaseDetails';
import { CaseEditorForm } from '../components/CaseEditorForm';
import { UpdateComposer } from '../components/UpdateComposer';
import { bodyOf, valuesOf } from '../lib/form';
import { submitWithFieldErrors } from '../lib/submit';
import '../i18n';

/** /admin/cases/:id: the case editor, the update composer, and the case as its client sees it. */
export default function CaseAdminPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [changeCase] = useChangeCaseMutation();
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return (
    <CaseDetailLoader id={id}>
      {(detail) => (
        <>
          <PageHeader
            title={t('processTracking.staff.editTitle', { name: detail.clientName })}
            subtitle={t(`processTracking.type.${detail.type}`)}
          />
          <Stack gap="lg">
            <Group justify="space-between">
              <BackLink to={paths.adminCases}>{t('processTracking.staff.back')}</BackLink>
              {/* Citizenship by descent is proved through the family line: the tree is part of the case. */}
              {detail.type === 'italian_citizenship' && (
                <LinkButton to={`${paths.familyTree}?userId=${detail.userId}`} variant="light" icon={IconBinaryTree}>
                  {t('processTracking.staff.familyTree')}
                </LinkButton>
              )}
            </Group>
            <Paper withBorder radius="md" p="md">
              <CaseEditorForm
                opening={false}
                initialValues={valuesOf(detail)}
                checklistProgress={detail.checklistProgress}
                submitLabel={t('processTracking.form.save')}
                onSubmit={async (values, helpers) => {
                  await submitWithFieldErrors(values, helpers, () => changeCase({ id, ...bodyOf(values) }).unwrap(), {
                    failedTitle: t('processTracking.form.failedTitle'),
                    done: {
                      title: t('processTracking.form.savedTitle'),
                      message: t('processTracking.form.savedMessage'),
                    },
                  });
                }}
              />
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="sm">
                {t('processTracking.update.title')}
              </Title>
              <UpdateComposer caseId={id} />
            </Paper>
            <CaseDetails detail={detail} />
          </Stack>
        </>
      )}
    </CaseDetailLoader>
  );
}
