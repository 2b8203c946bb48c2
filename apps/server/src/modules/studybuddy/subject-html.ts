import sanitizeHtml from 'sanitize-html';

// A subject's text arrives as HTML from the editor; what is kept is what a rich-text editor makes, so
// the detail card can show it as HTML without running anything a writer (or a forged request) put in.

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'img'), 'span', 'del', 's', 'u'],
  allowedAttributes: { a: ['href', 'name', 'target', 'rel'], '*': ['class'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeSubjectHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

/** The text without markup, blocks on lines of their own, for the search and its passages. */
export function plainTextOf(html: string): string {
  const spaced = html.replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/tr)\b[^>]*>/gi, '$&\n');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}
