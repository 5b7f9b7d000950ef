/** Formats a byte count as MiB with one decimal, for benchmark output. */
export function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
