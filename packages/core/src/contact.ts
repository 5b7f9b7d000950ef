import { z } from 'zod';
import { emailSchema } from './users.ts';

export const CONTACT_THANKS_MESSAGE = "Thanks for reaching out! We'll get back to you soon.";

/** POST /api/contact (the contact-us form). */
export const contactBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Please enter your name.' })
    .max(100, { message: 'Name must be at most 100 characters.' }),
  email: emailSchema,
  message: z
    .string()
    .trim()
    .min(1, { message: 'Please enter a message.' })
    .max(5000, { message: 'Message must be at most 5000 characters.' }),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
