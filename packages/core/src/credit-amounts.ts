const counts = new Intl.NumberFormat('en-US');

/** A count with thousands separators: "12,345". */
export const formatCount = (n: number): string => counts.format(n);

/** "1 credit", "1,000 credits": how every page and message names an amount of credits. */
export const formatCredits = (n: number): string => `${formatCount(n)} credit${n === 1 ? '' : 's'}`;
