import { describe, expect, it } from 'vitest';
import { captionEditOrderSchema, formatCaptionEditOrder } from './caption-edit-order.ts';

describe('captionEditOrderSchema', () => {
  it('should read what formatCaptionEditOrder writes', () => {
    const order = { page: '0a1b2c3d4e5f60718293a4b5', n: 42 };
    expect(captionEditOrderSchema.parse(formatCaptionEditOrder(order))).toEqual(order);
  });

  it('should refuse a missing or zero number, a short page id and extra text', () => {
    for (const bad of ['pageAAAA', 'pageAAAA 0', 'short 1', 'pageAAAA 1 2', 'pageAAAA -1', 'page AAAA 1']) {
      expect(captionEditOrderSchema.safeParse(bad).success).toBe(false);
    }
  });
});
