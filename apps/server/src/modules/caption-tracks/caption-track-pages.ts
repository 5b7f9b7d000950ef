import { createHash } from 'node:crypto';
import {
  DEFAULT_STYLE,
  captionPagesFor,
  exportFrame,
  payloadToStyle,
  projectOrientation,
  sourcePagesOf,
  withWordIds,
  type CaptionItem,
  type SourcePage,
} from '@wordreel/core';
import type { ProjectRecord } from '../projects/projects.repository.ts';
import { savedExportPayload } from '../projects/projects.service.ts';

/**
 * The fingerprint of a caption list's words (text and times): a track made from other captions than
 * the project has now is stale.
 */
export function captionsFingerprint(captions: readonly CaptionItem[]): string {
  const words = captions.map((w) => [w.text, w.startMs, w.endMs]);
  return createHash('sha256').update(JSON.stringify(words)).digest('hex');
}

/**
 * The pages to translate: the project's captions paged exactly as both renderers page them (core's
 * `captionPagesFor`) with its saved style on its export frame, on the source timeline.
 */
export function sourcePagesForProject(
  project: ProjectRecord,
  captions: readonly CaptionItem[],
): SourcePage[] {
  const saved = savedExportPayload(project);
  const style = saved ? payloadToStyle(saved) : DEFAULT_STYLE;
  const frame = exportFrame(saved?.videoOrientation ?? projectOrientation(project.videoConfig));
  return sourcePagesOf(captionPagesFor({ captions: withWordIds([...captions]), style, ...frame }));
}
