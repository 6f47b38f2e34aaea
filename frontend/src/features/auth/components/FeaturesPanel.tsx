import { ActionIcon, Anchor, Box, Group, List, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import {
  IconAdjustments,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconCalendarCheck,
  IconExternalLink,
  IconFileText,
  IconMessageCircle,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGetCompanyLinksQuery } from '../api';
import { noCompanyLinks, type CompanyLinks, type SocialNetwork } from '../company-links';
import '../i18n';

const features: { key: 'appointments' | 'messages' | 'documents' | 'settings'; icon: Icon }[] = [
  { key: 'appointments', icon: IconCalendarCheck },
  { key: 'messages', icon: IconMessageCircle },
  { key: 'documents', icon: IconFileText },
  { key: 'settings', icon: IconAdjustments },
];

const networkIcons: Record<SocialNetwork, Icon> = {
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  linkedin: IconBrandLinkedin,
};

/** The wide screens' side of the sign-in page: what the portal offers, and where to find the company. */
export function FeaturesPanel() {
  const { data: links = noCompanyLinks } = useGetCompanyLinksQuery();
  return <FeaturesPanelView links={links} />;
}

export function FeaturesPanelView({ links }: { links: CompanyLinks }) {
  const { t } = useTranslation();
  const social = (Object.entries(links.social) as [SocialNetwork, string | null][]).filter(
    (entry): entry is [SocialNetwork, string] => Boolean(entry[1]),
  );

  return (
    <Box bg="indigo.9" c="white" p={48} display="flex" style={{ alignItems: 'center' }}>
      <Stack gap={48}>
        <Stack gap="lg">
          <Title order={2} c="white">
            {t('auth.featuresTitle')}
          </Title>
          <List spacing="md" size="lg" center>
            {features.map(({ key, icon: FeatureIcon }) => (
              <List.Item
                key={key}
                c="white"
                icon={
                  <ThemeIcon color="white" variant="white" c="indigo.9" radius="xl" size={36} aria-hidden="true">
                    <FeatureIcon size={20} />
                  </ThemeIcon>
                }
              >
                {t(`auth.features.${key}`)}
              </List.Item>
            ))}
          </List>
        </Stack>

        {(social.length > 0 || links.website) && (
          <Stack component="nav" aria-label={t('auth.links.label')} gap="sm">
            <Text fw={600} c="white">
              {t('auth.links.title')}
            </Text>
            <Group gap="sm">
              {social.map(([network, href]) => {
                const NetworkIcon = networkIcons[network];
                return (
                  <ActionIcon
                    key={network}
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="white"
                    c="indigo.9"
                    size="lg"
                    radius="xl"
                    title={t(`auth.links.${network}`)}
                  >
                    <NetworkIcon size={20} aria-hidden="true" />
                    <VisuallyHidden>
                      {t(`auth.links.${network}`)} {t('auth.links.newWindow')}
                    </VisuallyHidden>
                  </ActionIcon>
                );
              })}
              {links.website && (
                <Anchor
                  href={links.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  c="white"
                  fw={600}
                  underline="always"
                >
                  <Group gap={6} component="span" wrap="nowrap">
                    {t('auth.links.website')}
                    <IconExternalLink size={16} aria-hidden="true" />
                    <VisuallyHidden>{t('auth.links.newWindow')}</VisuallyHidden>
                  </Group>
                </Anchor>
              )}
            </Group>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
