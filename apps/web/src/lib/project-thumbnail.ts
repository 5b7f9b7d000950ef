/**
 * Served only to the owner; the media step makes it, so ask only once `mediaPrepared(status)`
 * (@wordreel/core): asked earlier it is a 404 (a console error).
 */
export const thumbnailUrl = (projectId: string) => `/public/${projectId}/thumb.jpg`;
