import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeroProps {
  title: string;
  text: string;
  /** The theme colour whose light shade fills the band. */
  color: string;
  /** What to do first: buttons that lead down the page, facts about the service. */
  children: ReactNode;
}

/** A service page's opening band: its one h1, a sentence about the service and what to do first. */
export function PageHero({ title, text, color, children }: PageHeroProps) {
  return (
    <Paper radius="md" p="xl" bg={`var(--mantine-color-${color}-light)`}>
      <Stack gap="sm" align="flex-start">
        <Title order={1}>{title}</Title>
        <Text size="lg">{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** Scrolls smoothly to a part of the page a hero's button leads to. */
export function scrollTo(element: HTMLElement | null) {
  element?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
