import { Accordion } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '@/components/TitledSection';
import '../i18n';

/** The benefits tab's two frequent questions. */
export function BenefitFaq() {
  const { t } = useTranslation();
  return (
    <TitledSection id="benefit-faq" title={t('laborBenefits.faq.title')} size="h4" mb="sm">
      <Accordion variant="separated">
        {t('laborBenefits.faq.items', { returnObjects: true }).map((item, index) => (
          <Accordion.Item key={item.question} value={`faq-${String(index)}`}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </TitledSection>
  );
}
