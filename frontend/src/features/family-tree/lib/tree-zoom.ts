import type { RawNodeDatum } from 'react-d3-tree';

/** The room each person takes in the chart: across, and from one generation to the next. */
export const NODE_SIZE = { x: 340, y: 130 };
/** The labels' letters (px at the natural size) and how far right of the circle they start. */
export const LABEL_SIZES = { name: 22, details: 17, indent: 26 };
/** Room for the names, written to the right of the outermost people. */
const LABEL_ROOM = 380;
/** Below this the names (11 px at half size) can no longer be read; a wider tree is dragged instead. */
const SMALLEST_ZOOM = 0.5;

/** The most people in one generation of the tree under `node`. */
function breadthOf(node: RawNodeDatum): number {
  let widest = 0;
  for (let generation = [node]; generation.length > 0; generation = generation.flatMap((n) => n.children ?? [])) {
    widest = Math.max(widest, generation.length);
  }
  return widest;
}

/**
 * The scale at which the widest generation fits `width` pixels (never above the natural size nor below
 * legibility), so that the chart opens on the whole of a tree that fits instead of its middle. The
 * layout puts a couple's two people one node apart and two couples two nodes apart: a generation of n
 * spans 1.5n - 2 nodes.
 */
export function fittingZoom(root: RawNodeDatum, width: number): number {
  if (width <= 0) return 1;
  const needed = Math.max(0, 1.5 * breadthOf(root) - 2) * NODE_SIZE.x + LABEL_ROOM;
  return Math.min(1, Math.max(SMALLEST_ZOOM, width / needed));
}
