import { markdownText } from './markdown-text';

describe('markdownText', () => {
  it('escapes every Markdown-significant character and flattens line breaks', () => {
    expect(markdownText('![t](https://evil.example/t.png)')).toBe('\\!\\[t\\]\\(https\\:\\/\\/evil\\.example\\/t\\.png\\)');
    expect(markdownText('Sharks\n# Heading <b>x</b>')).toBe('Sharks \\# Heading \\<b\\>x\\<\\/b\\>');
    expect(markdownText('Zoë 🏈 Sharks')).toBe('Zoë 🏈 Sharks');
  });
});
