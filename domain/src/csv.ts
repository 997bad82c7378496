/** CSV for a spreadsheet: the one encoder of every table the app lets a manager download. */

/** Rows as CSV (RFC 4180: fields with commas, quotes or line breaks quoted; formulas neutralised). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  const cell = (v: string | number | null) => {
    let s = v === null ? '' : String(v);
    // A spreadsheet runs a cell that starts with = + - @ as a formula: a drink name must stay text.
    if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
