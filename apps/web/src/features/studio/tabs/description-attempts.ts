import { MAX_DESCRIPTION_TRIES } from '@wordreel/core';

/**
 * Counts description generations (spec section 4): the Boost tab's first load is try 1, each Regen
 * another, at most MAX_DESCRIPTION_TRIES. `next()` gives the attempt number to send, or null when the
 * limit is reached (the caller shows the max-retries message).
 */
export class DescriptionAttempts {
  private tries: number;

  /** `used`: tries already spent on this project (kept with its Boost texts). */
  constructor(
    used = 0,
    private readonly max = MAX_DESCRIPTION_TRIES,
  ) {
    this.tries = Math.min(used, max);
  }

  get left(): number {
    return this.max - this.tries;
  }

  next(): number | null {
    if (this.tries >= this.max) return null;
    return this.tries++;
  }

  get used(): number {
    return this.tries;
  }
}
