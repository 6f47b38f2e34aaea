import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark';
import { ThemeSelector } from './ThemeSelector';

interface LinkPageFrameProps {
  title: string;
  description?: string;
  /** The card's widest, in pixels. */
  maxWidth?: number;
  children: ReactNode;
}

/**
 * The frame of a page a link in a mail opens, signed in or not (the password reset, the appointment
 * links): the theme choice, then a centred card with the brand, the page's title and what it does.
 */
export function LinkPageFrame({ title, description, maxWidth = 440, children }: LinkPageFrameProps) {
  return (
    <Stack component="main" mih="100dvh" p={{ base: 'md', sm: 'xl' }} gap="xl">
      <Group justify="flex-end">
        <ThemeSelector />
      </Group>
      <Center flex={1} pb="xl">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={maxWidth}>
          <Stack gap="lg">
            <Stack align="center" gap="xs" ta="center">
              <BrandMark size={48} />
              <Title order={1} size="h2">
                {title}
              </Title>
              {description && (
                <Text c="dimmed" size="sm">
                  {description}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Stack>
  );
}
