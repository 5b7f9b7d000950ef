import type { CoverFormat, CoverShape } from '@wordreel/core';

/** Where a project's cover lives, beside its other files (removed with the project's prefix). */
export const coverKeys = {
  /** The saved description and when it was written. */
  spec: (projectId: string) => `projects/${projectId}/cover.json`,
  image: (projectId: string, shape: CoverShape, format: CoverFormat) =>
    `projects/${projectId}/cover-${shape}.${format}`,
  /** The dashboard's picture once a cover is chosen (served in place of the media job's thumb.jpg). */
  thumb: (projectId: string) => `projects/${projectId}/cover-thumb.jpg`,
};
