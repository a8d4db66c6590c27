/** The first `length` characters of `text`, with an ellipsis when something was cut. */
export function excerpt(text: string | null | undefined, length: number): string | null {
  if (!text) return null;
  const chars = [...text.trim()];
  return chars.length <= length ? chars.join('') : chars.slice(0, length).join('').trimEnd() + '…';
}
