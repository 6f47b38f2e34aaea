import { Accordion, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The benefits tab's two frequent questions. */
export function BenefitFaq() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="benefit-faq">
      <Title order={2} size="h4" id="benefit-faq" mb="sm">
        {t('laborBenefits.faq.title')}
      </Title>
      <Accordion variant="separated">
        {t('laborBenefits.faq.items', { returnObjects: true }).map((item, index) => (
          <Accordion.Item key={item.question} value={`faq-${String(index)}`}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
