import { mediaPrepared, type ProjectStatus } from '@wordreel/core';

/** Served only to the owner; exists once the media job has made it. */
export const thumbnailUrl = (projectId: string) => `/public/${projectId}/thumb.jpg`;

/**
 * Whether the thumbnail can be there: the media step writes it, so asked for while the video is still
 * coming in or being prepared it is a 404 (a console error).
 */
export const thumbnailReady = (status: ProjectStatus): boolean => mediaPrepared(status);
