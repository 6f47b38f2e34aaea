import { Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GedcomImport } from './GedcomImport';
import '../i18n';

const FAMILY_SEARCH_URL = 'https://www.familysearch.org/pt/';

/** The FamilySearch tab: the external site, the five-step guide, where to ask for help, and the GEDCOM import. */
export function FamilySearchGuide({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const steps: readonly string[] = t('familyTree.familySearch.steps', { returnObjects: true });
  return (
    <Stack gap="md" align="flex-start">
      <Title order={2} size="h4">
        {t('familyTree.familySearch.title')}
      </Title>
      <Text>{t('familyTree.familySearch.intro')}</Text>
      <Button
        component="a"
        href={FAMILY_SEARCH_URL}
        target="_blank"
        rel="noopener noreferrer"
        rightSection={<IconExternalLink size={16} aria-hidden="true" />}
      >
        {t('familyTree.familySearch.open')}
      </Button>
      <Title order={3} size="h5">
        {t('familyTree.familySearch.stepsTitle')}
      </Title>
      <List type="ordered" spacing="xs">
        {steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <Text>
        {t('familyTree.familySearch.help')}{' '}
        <Anchor component={Link} to={paths.messages}>
          {t('familyTree.familySearch.helpLink')}
        </Anchor>
      </Text>
      <GedcomImport userId={userId} />
    </Stack>
  );
}
