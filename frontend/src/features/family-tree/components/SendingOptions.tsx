import { Checkbox, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n';

interface SendingOptionsProps {
  /** Whose tree it is: null for one's own, else the client's a staff member is viewing. */
  userId: number | null;
  notes: string;
  onNotesChange: (notes: string) => void;
  includeDocuments: boolean;
  onIncludeDocumentsChange: (include: boolean) => void;
  notesError?: string;
}

/** 'Ao finalizar': what finishing does, and the notes and documents that go with the tree. */
export function SendingOptions(props: SendingOptionsProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-labelledby="family-tree-sending">
      <Title order={2} size="h5" id="family-tree-sending">
        {t('familyTree.sending.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t(props.userId === null ? 'familyTree.sending.intro' : 'familyTree.sending.introStaff')}
      </Text>
      <Stack gap="xs">
        <Textarea
          label={t('familyTree.sending.notes')}
          value={props.notes}
          autosize
          minRows={2}
          maxLength={5000}
          error={props.notesError}
          onChange={(event) => {
            props.onNotesChange(event.currentTarget.value);
          }}
        />
        <Checkbox
          label={t('familyTree.sending.includeDocuments')}
          description={t('familyTree.sending.includeDocumentsHint')}
          checked={props.includeDocuments}
          onChange={(event) => {
            props.onIncludeDocumentsChange(event.currentTarget.checked);
          }}
        />
      </Stack>
    </Paper>
  );
}
