import { describe, expect, it } from 'vitest';
import { blogPreview } from './blog-preview';

describe('blog description cut-off', () => {
  it('shows a description of at most 1000 characters whole, without Learn More', () => {
    const text = 'a'.repeat(1000);
    expect(blogPreview(text)).toEqual({ text, cut: false });
  });

  it('cuts a description over 1000 characters to its first 1200 and asks for Learn More', () => {
    const text = 'b'.repeat(1100) + 'c'.repeat(500);
    const preview = blogPreview(text);
    expect(preview.cut).toBe(true);
    expect(preview.text).toBe('b'.repeat(1100) + 'c'.repeat(100) + '…');
  });

  it('shows 1001 characters whole but still offers Learn More', () => {
    const preview = blogPreview('d'.repeat(1001));
    expect(preview).toEqual({ text: 'd'.repeat(1001) + '…', cut: true });
  });
});
