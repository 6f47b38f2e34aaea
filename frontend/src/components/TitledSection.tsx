import { Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

interface TitledSectionProps {
  /** The heading's id: the heading names the section for screen readers. */
  id: string;
  title: string;
  /** How large the heading looks; it is the page's h2 either way. */
  size: 'h3' | 'h4';
  /** The room under the heading. */
  mb: MantineSpacing;
  /** For a page's button that scrolls to the section. */
  ref?: Ref<HTMLElement>;
  /** For giving the heading the focus, when what had it inside the section is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A part of a page under its h2, which names it. */
export function TitledSection({ id, title, size, mb, ref, headingRef, children }: TitledSectionProps) {
  return (
    <section ref={ref} aria-labelledby={id}>
      <Title ref={headingRef} order={2} size={size} id={id} mb={mb} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </Title>
      {children}
    </section>
  );
}
