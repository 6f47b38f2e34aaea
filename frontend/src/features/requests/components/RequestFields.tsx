import { Anchor, List, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/features/appointments';
import type { ServiceRequest } from '../types';
import '@/features/labor-benefits/i18n';
import '@/features/estate-inventory/i18n';
import '../i18n';
import '@/features/italian-citizenship/i18n';

type Value = string | number | boolean | null | undefined | Record<string, unknown>[];

/**
 * Where the words for a coded field's values are: with the texts of the form that asks for it
 * ('without-cause' is 'Sem justa causa'). A field of a list item (an heir, an asset) by its own key.
 */
const CODED_FIELDS: Record<string, (code: string) => string> = {
  offer: (code) => `citizenship.offers.${code}.name`,
  dismissalReason: (code) => `laborBenefits.labor.dismissalReasons.${code}`,
  claimType: (code) => `laborBenefits.labor.claimTypes.${code}`,
  benefitType: (code) => `laborBenefits.benefit.benefitTypes.${code}`,
  previousRequest: (code) => `laborBenefits.benefit.previousRequests.${code}`,
  contactPreference: (code) => `laborBenefits.contacts.${code}`,
  inventoryType: (code) => `inventory.basic.inventoryTypes.${code}`,
  relationship: (code) => `inventory.heirs.relationships.${code}`,
  type: (code) => `inventory.assets.types.${code}`,
};

/** Fields holding a day, stored as 'YYYY-MM-DD' and shown as 'DD/MM/YYYY'. */
const DAY_FIELDS = new Set(['deceasedDate']);

/** A field's value in words; lists (heirs, assets) as one line per item. */
function Shown({ field, value }: { field: string; value: Value }) {
  const { t, i18n } = useTranslation();
  const words = (key: string, shown: unknown) => {
    const text = String(shown);
    if (DAY_FIELDS.has(key)) return formatDay(text);
    const coded = typeof shown === 'string' ? CODED_FIELDS[key] : undefined;
    // A code this page has no words for (one the server learned later) is shown as it is.
    return coded && i18n.exists(coded(text)) ? t(coded(text), { defaultValue: text }) : text;
  };
  if (typeof value === 'boolean') return <>{value ? t('requests.detail.yes') : t('requests.detail.no')}</>;
  if (Array.isArray(value)) {
    return (
      <List size="sm">
        {value.map((item, index) => (
          <List.Item key={index}>
            {Object.entries(item)
              .filter(([, part]) => Boolean(part))
              .map(([key, part]) => words(key, part))
              .join(' · ')}
          </List.Item>
        ))}
      </List>
    );
  }
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      {value === null || value === undefined ? '' : words(field, value)}
    </Text>
  );
}

/** A label that a narrow screen breaks after its slashes ('Telefone/WhatsApp'), not inside a word. */
function BreakableLabel({ text }: { text: string }) {
  return text.split('/').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/** The request's form as stored, each field with its label; empty ones left out. */
export function RequestFields({ request }: { request: ServiceRequest }) {
  const { t, i18n } = useTranslation();
  const form = request.form as Record<string, Value>;
  const entries = Object.entries(form).filter(
    ([key, value]) =>
      key !== 'kind' &&
      value !== '' &&
      value !== null &&
      value !== undefined &&
      // The course by its name; by its number only in requests stored before names were kept.
      !(key === 'courseId' && typeof form.courseName === 'string'),
  );
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {entries.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th w="35%">
              <BreakableLabel
                text={i18n.exists(`requests.field.${key}`) ? t(`requests.field.${key}`, { defaultValue: key }) : key}
              />
            </Table.Th>
            <Table.Td>
              <Shown field={key} value={value} />
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
