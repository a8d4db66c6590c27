import { describe, expect, it } from 'vitest';
import { PREVIEW_LENGTH, truncateText } from './truncate';

describe('access details preview', () => {
  it('keeps a text of up to 100 characters as it is', () => {
    expect(truncateText('host: example.ir')).toBe('host: example.ir');
    expect(truncateText('a'.repeat(PREVIEW_LENGTH))).toBe('a'.repeat(100));
  });

  it('cuts a longer text to 100 characters followed by an ellipsis', () => {
    const text = 'ب'.repeat(60) + 'x'.repeat(60);
    expect(truncateText(text)).toBe('ب'.repeat(60) + 'x'.repeat(40) + '…');
    expect(truncateText('a'.repeat(101))).toHaveLength(101);
  });

  it('never splits an emoji', () => {
    expect(truncateText('😀'.repeat(101))).toBe('😀'.repeat(100) + '…');
  });

  it('shows nothing for a plan without access details', () => {
    expect(truncateText(null)).toBe('');
    expect(truncateText(undefined)).toBe('');
    expect(truncateText('')).toBe('');
  });
});
