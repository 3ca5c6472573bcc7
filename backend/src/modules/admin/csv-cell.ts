/** Characters a spreadsheet may read as the start of a formula (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A user-supplied text cell made safe to open in a spreadsheet: a value starting with = + - @,
 * tab or carriage return gets a leading single quote, so it is shown as text instead of being
 * evaluated. Quoting of commas, quotes and line breaks is left to the CSV writer.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
