import { z } from 'zod';

/**
 * The order of one studio page's caption saves (decision 061): `<page> <n>`, a random id the page
 * picks as it opens and the number of the edit, counting up. The page sends its saves one at a time,
 * but the one it sends as it goes (a splice or the whole list) can reach the server before the save
 * still on the wire; the server then keeps the newer and drops the older, rather than letting the
 * later arrival undo the last edit. Saves of other pages (another tab) keep last-write-wins.
 */
export const CAPTION_EDIT_ORDER_HEADER = 'x-wordreel-edit-order';

export interface CaptionEditOrder {
  page: string;
  n: number;
}

const ORDER = /^([A-Za-z0-9_-]{8,64}) ([1-9][0-9]{0,14})$/;

export const captionEditOrderSchema = z
  .string()
  .regex(ORDER, { message: `${CAPTION_EDIT_ORDER_HEADER} must be a page id and an edit number.` })
  .transform((value): CaptionEditOrder => {
    const [, page = '', n = '0'] = ORDER.exec(value) ?? [];
    return { page, n: Number(n) };
  });

export function formatCaptionEditOrder(order: CaptionEditOrder): string {
  return `${order.page} ${order.n}`;
}
