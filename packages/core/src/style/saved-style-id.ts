import { z } from 'zod';

/**
 * A saved style named by an API call: `styleId` in `POST /render` (export in that look) and in an
 * upload (start the project in it; a multipart field or tus metadata, `UPLOAD_STYLE_ID_KEY`).
 */
export const savedStyleIdSchema = z.uuid({ error: 'styleId must be the id of one of your saved styles.' });
