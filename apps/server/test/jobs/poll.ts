/** Polls `probe` until `accept` takes its value (15 s at most); fails with the last value seen. */
export async function waitFor<T>(probe: () => Promise<T>, accept: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
