import { Anchor, List, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ServiceRequest } from '../types';

type Value = string | number | boolean | null | undefined | Record<string, unknown>[];

/** A field's value in words; lists (heirs, assets) as one line per item. */
function Shown({ value }: { value: Value }) {
  const { t } = useTranslation();
  if (typeof value === 'boolean') return <>{value ? t('requests.detail.yes') : t('requests.detail.no')}</>;
  if (Array.isArray(value)) {
    return (
      <List size="sm">
        {value.map((item, index) => (
          <List.Item key={index}>{Object.values(item).filter(Boolean).map(String).join(' · ')}</List.Item>
        ))}
      </List>
    );
  }
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      {String(value ?? '')}
    </Text>
  );
}

/** The request's form as stored, each field with its label; empty ones left out. */
export function RequestFields({ request }: { request: ServiceRequest }) {
  const { t } = useTranslation();
  const entries = Object.entries(request.form as Record<string, Value>).filter(
    ([key, value]) => key !== 'kind' && value !== '' && value !== null && value !== undefined,
  );
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {entries.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th w="35%">{t(`requests.field.${key}`, { defaultValue: key })}</Table.Th>
            <Table.Td>
              <Shown value={value} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The attached vault documents, each a download link. */
export function RequestDocuments({ request }: { request: ServiceRequest }) {
  const { t } = useTranslation();
  if (request.documents.length === 0) return <Text size="sm">{t('requests.detail.noDocuments')}</Text>;
  return (
    <List size="sm">
      {request.documents.map((document) => (
        <List.Item key={document.id}>
          <Anchor
            href={`/api/documents/${String(document.id)}/download`}
            aria-label={t('requests.detail.download', { name: document.name })}
          >
            {document.name}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}
