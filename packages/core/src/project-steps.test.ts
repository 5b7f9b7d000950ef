import { describe, expect, it } from 'vitest';
import { projectStatusSchema } from './projects.ts';
import { mediaPrepared, stepOfStatus } from './project-steps.ts';

describe('project steps', () => {
  it('names the job each preparing status waits on, and none for the others', () => {
    const steps = Object.fromEntries(projectStatusSchema.options.map((s) => [s, stepOfStatus(s)]));
    expect(steps).toEqual({
      uploading: undefined,
      uploaded: 'media',
      processing: 'media',
      transcribing: 'transcribe',
      ready: undefined,
      failed: undefined,
    });
  });

  it('counts the media as prepared only once the media step is behind the project', () => {
    const prepared = projectStatusSchema.options.filter(mediaPrepared);
    expect(prepared).toEqual(['transcribing', 'ready', 'failed']);
  });
});
