import { MAX_DESCRIPTION_TRIES } from '@wordreel/core';

/**
 * Counts description generations (spec section 4): the Boost tab's first load is try 1, each Regen
 * another, at most MAX_DESCRIPTION_TRIES. `next()` gives the attempt number to send, or null when the
 * limit is reached (the caller shows the max-retries message).
 */
export class DescriptionAttempts {
  private tries = 0;

  constructor(private readonly max = MAX_DESCRIPTION_TRIES) {}

  next(): number | null {
    if (this.tries >= this.max) return null;
    return this.tries++;
  }

  get used(): number {
    return this.tries;
  }
}
