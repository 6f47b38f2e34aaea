/**
 * How long Mantine waits, once a dialog closes, before giving the focus back to what opened it
 * (`useFocusReturn` in @mantine/hooks). Code that gives the focus back instead waits as long, or
 * longer to come after it.
 */
export const MANTINE_FOCUS_RETURN_MS = 10;

/** After Mantine's own attempt to give the focus back, for code that gives it elsewhere. */
export const AFTER_MANTINE_FOCUS_RETURN_MS = 2 * MANTINE_FOCUS_RETURN_MS;
