import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/LoadStates';
import { PageHeader } from '@/components/PageHeader';
import { useGetFamilyTreeQuery } from '../api';
import { TreeEditor } from '../components/TreeEditor';
import '../i18n';

/** Staff open a client's tree with ?userId=N (from the staff mail); anyone else their own. */
function ownerFrom(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** /family-tree: the list of persons with a form each, the drawn tree, and the FamilySearch guide. */
export default function FamilyTreePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const userId = ownerFrom(searchParams.get('userId'));
  const tree = useGetFamilyTreeQuery(userId);

  return (
    <>
      <PageHeader title={t('pages.familyTree.title')} subtitle={t('pages.familyTree.subtitle')} />
      {userId !== null && (
        <Alert mb="md" variant="light">
          {t('familyTree.staffViewing', { id: userId })}
        </Alert>
      )}
      {tree.isError && !tree.currentData ? (
        <LoadError title={t('familyTree.list.loadFailed')} error={tree.error} onRetry={() => void tree.refetch()} />
      ) : (
        // While the tree loads the editor stands drawn around a spinner, so the page keeps its
        // layout when the persons come. `currentData`: never the tree of the previous `userId`
        // while this one's loads, and still the tree when a later reload fails (what is being
        // typed stays).
        <TreeEditor key={userId ?? 'own'} tree={tree.currentData} userId={userId} />
      )}
    </>
  );
}
