/**
 * User text (a team name) for the engine's Markdown, so that it renders exactly as typed: line
 * breaks become spaces and every ASCII punctuation character is backslash-escaped (CommonMark lets
 * any of them be escaped). A name can then never become an image, a link, a heading or emphasis.
 */
export function markdownText(text: string): string {
  return text.replace(/[\r\n\t\f\v]+/g, ' ').replace(/[!-/:-@[-`{-~]/g, '\\$&');
}
