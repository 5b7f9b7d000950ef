/**
 * Marks a save the studio sends as its page goes (a reload, a closed tab). The server lets the same
 * browser's next reads wait for it, so the page that loads next shows what was just saved.
 */
export const LEAVING_SAVE_HEADER = 'x-wordreel-leaving';
