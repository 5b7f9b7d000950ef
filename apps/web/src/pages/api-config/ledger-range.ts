/** A month the ledger can be narrowed to, in the viewer's time zone. */
export interface MonthChoice {
  /** `YYYY-MM`, the choice's value. */
  value: string;
  label: string;
  /** Its first instant and the next month's, as the API takes them (ISO 8601, UTC). */
  from: string;
  to: string;
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** This month and the `count - 1` before it, newest first: what an agency bills by. */
export function monthChoices(now: Date, count = 12): MonthChoice[] {
  return Array.from({ length: count }, (_, back) => {
    const start = new Date(now.getFullYear(), now.getMonth() - back, 1);
    const end = new Date(start.getFullYear(), start.getMonth() + 1, 1);
    return {
      value: `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}`,
      label: MONTH.format(start),
      from: start.toISOString(),
      to: end.toISOString(),
    };
  });
}
