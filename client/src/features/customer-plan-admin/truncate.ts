/** docs/ARCHITECTURE.md §9: the access details preview is 100 characters, then an ellipsis. */
export const PREVIEW_LENGTH = 100;

/**
 * The start of a long text for a table cell. Counted in characters as a person sees them, so
 * an emoji or other astral character is never cut in half.
 */
export function truncateText(text: string | null | undefined, limit = PREVIEW_LENGTH): string {
  if (!text) return '';
  const characters = Array.from(text);
  return characters.length > limit ? `${characters.slice(0, limit).join('')}…` : text;
}
