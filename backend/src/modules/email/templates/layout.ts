/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

interface LayoutParts {
  /** Shown by inbox previews before the email is opened. */
  preheader: string;
  heading: string;
  /** Paragraphs of already-escaped HTML. */
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Small print under the button, already-escaped HTML. */
  footnote?: string;
}

/**
 * The shared HTML frame: table layout and inline styles (what mail clients render reliably), a
 * text wordmark instead of a logo so nothing is fetched from elsewhere, and dark green "field" colours.
 */
export function renderLayout(parts: LayoutParts): string {
  const paragraphs = parts.paragraphs
    .map((html) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933;">${html}</p>`)
    .join('\n              ');
  const button = parts.button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:8px;background:#15803d;">
                <a href="${escapeHtml(parts.button.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(parts.button.label)}</a>
              </td></tr></table>
              <p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52606d;">Button not working? Paste this link into your browser:<br><a href="${escapeHtml(parts.button.url)}" style="color:#15803d;word-break:break-all;">${escapeHtml(parts.button.url)}</a></p>`
    : '';
  const footnote = parts.footnote ? `<p style="margin:0;font-size:13px;line-height:20px;color:#52606d;">${parts.footnote}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(parts.heading)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f2;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<span style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(parts.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f2;padding:24px 12px;">
  <tr><td align="center">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden;">
      <tr><td style="background:#14532d;padding:20px 32px;font-size:22px;font-weight:800;letter-spacing:0.5px;color:#ffffff;">Draft<span style="color:#86efac;">Mode</span></td></tr>
      <tr><td style="padding:32px;">
              <h1 style="margin:0 0 16px;font-size:24px;line-height:32px;color:#14532d;">${escapeHtml(parts.heading)}</h1>
              ${paragraphs}
              ${button}
              ${footnote}
      </td></tr>
      <tr><td style="padding:16px 32px;background:#f8faf9;font-size:12px;line-height:18px;color:#7b8794;">DraftMode, your fantasy football draft companion. You got this email because of an action on your DraftMode account.</td></tr>
    </table>
  </td></tr>
</table>
</body>
</html>`;
}

/** The plain-text twin of the layout. */
export function renderText(lines: string[]): string {
  return [...lines, '', '--', 'DraftMode, your fantasy football draft companion.', ''].join('\n');
}
