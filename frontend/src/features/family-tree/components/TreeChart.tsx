import { Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMemo } from 'react';
import Tree, { type CustomNodeElementProps, type RawNodeDatum } from 'react-d3-tree';
import { useTranslation } from 'react-i18next';
import { nameLines } from '../lib/name-lines';
import { fittingZoom, LABEL_SIZES, NODE_SIZE } from '../lib/tree-zoom';
import type { PersonDraft } from '../types';
import '../i18n';

/** The ancestors above `key`, as react-d3-tree's nested nodes; a person met twice is not walked again. */
function ancestors(
  byKey: Map<string, PersonDraft>,
  key: string,
  seen: Set<string>,
  label: (p: PersonDraft) => string,
  [born, died, emigrant]: [string, string, string],
): RawNodeDatum | null {
  const person = byKey.get(key);
  if (!person || seen.has(key)) return null;
  seen.add(key);
  const children = [person.fatherKey, person.motherKey]
    .map((parent) => (parent ? ancestors(byKey, parent, seen, label, [born, died, emigrant]) : null))
    .filter((node): node is RawNodeDatum => node !== null);
  return {
    name: label(person),
    attributes: {
      ...(person.birthDate ? { [born]: person.birthDate } : {}),
      ...(person.deathDate ? { [died]: person.deathDate } : {}),
      ...(person.italianAncestor ? { [emigrant]: '✓' } : {}),
    },
    children,
  };
}

/** A long name's second line, below the first (em of the name's letters). */
const NAME_LINE_HEIGHT = 1.1;

/**
 * A person in the chart: the library's circle and labels (and its colours), in letters large enough
 * to read once the chart is shrunk to fit a phone (the library's inherit the page's 16 px), and a long
 * name on two lines. The library calls it as a function, not as a component: no hooks here.
 */
function renderPersonNode({ nodeDatum }: CustomNodeElementProps) {
  const { lines, cut } = nameLines(nodeDatum.name);
  return (
    <>
      <circle r={15} />
      <g className="rd3t-label">
        {/* The whole name where a very long one is cut: shown on hover and read by screen readers. */}
        {cut && <title>{nodeDatum.name}</title>}
        <text className="rd3t-label__title" style={{ fontSize: LABEL_SIZES.name }}>
          {lines.map((line, index) => (
            <tspan key={index} x={LABEL_SIZES.indent} dy={index === 0 ? 0 : `${NAME_LINE_HEIGHT}em`}>
              {line}
            </tspan>
          ))}
        </text>
        <text
          className="rd3t-label__attributes"
          y={(lines.length - 1) * NAME_LINE_HEIGHT * LABEL_SIZES.name}
          style={{ fontSize: LABEL_SIZES.details }}
        >
          {Object.entries(nodeDatum.attributes ?? {}).map(([label, value]) => (
            <tspan key={label} x={LABEL_SIZES.indent} dy="1.3em">
              {label}: {String(value)}
            </tspan>
          ))}
        </text>
      </g>
    </>
  );
}

/** The pedigree drawn from the client up (react-d3-tree; docs/decisions/family-tree-chart.md). */
export default function TreeChart({ persons }: { persons: PersonDraft[] }) {
  const { t } = useTranslation();
  const { ref, width } = useElementSize();
  const root = useMemo(() => {
    const byKey = new Map(persons.map((p) => [p.key, p]));
    const self = persons.find((p) => p.relationship === 'self');
    const label = (p: PersonDraft) => p.name.trim() || t('familyTree.list.unnamed');
    const dates: [string, string, string] = [
      t('familyTree.chart.born'),
      t('familyTree.chart.died'),
      t('familyTree.chart.emigrant'),
    ];
    return self ? ancestors(byKey, self.key, new Set(), label, dates) : null;
  }, [persons, t]);

  if (!root) return <Text c="dimmed">{t('familyTree.chart.noSelf')}</Text>;
  return (
    <Paper ref={ref} withBorder radius="md" h={520} role="figure" aria-label={t('familyTree.chart.label')}>
      <Tree
        data={root}
        orientation="vertical"
        pathFunc="step"
        translate={{ x: width > 0 ? width / 2 : 300, y: 60 }}
        zoom={fittingZoom(root, width)}
        nodeSize={NODE_SIZE}
        renderCustomNodeElement={renderPersonNode}
        collapsible={false}
        zoomable
      />
    </Paper>
  );
}
