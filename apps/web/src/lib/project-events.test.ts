import type { Project } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { applyProjectEvent, parseProjectEvent, sortProjects } from './project-events.ts';

const ID_A = 'a'.repeat(32);
const ID_B = 'b'.repeat(32);

function project(id: string, seconds: number, status: Project['status'] = 'processing'): Project {
  return {
    id,
    name: `${id.slice(0, 4)}.mp4`,
    userId: 'user-1',
    videoConfig: { name: 'clip.mp4', lang: 'en', orientation: 'portrait' },
    status,
    statusDetail: null,
    progress: 0,
    updatedAt: { seconds, nanoseconds: 0 },
  };
}

describe('sortProjects', () => {
  it('should put the most recently updated project first, using nanoseconds to break ties', () => {
    const older = project(ID_A, 100);
    const newer = { ...project(ID_B, 100), updatedAt: { seconds: 100, nanoseconds: 5 } };
    expect(sortProjects([older, newer]).map((p) => p.id)).toEqual([ID_B, ID_A]);
    expect(sortProjects([project(ID_A, 300), project(ID_B, 200)]).map((p) => p.id)).toEqual([ID_A, ID_B]);
  });
});

describe('applyProjectEvent', () => {
  it('should update the status, progress and detail of the project and move it to the top', () => {
    const list = [project(ID_B, 200), project(ID_A, 100)];
    const next = applyProjectEvent(
      list,
      {
        type: 'project',
        projectId: ID_A,
        userId: 'user-1',
        status: 'transcribing',
        progress: 40,
        statusDetail: null,
      },
      300_000,
    );
    expect(next?.map((p) => p.id)).toEqual([ID_A, ID_B]);
    expect(next?.[0]).toMatchObject({ status: 'transcribing', progress: 40, updatedAt: { seconds: 300 } });
    expect(list[1]?.status).toBe('processing');
  });

  it('should not reorder the list for a progress tick within the same status', () => {
    const list = [project(ID_B, 200), project(ID_A, 100, 'transcribing')];
    const next = applyProjectEvent(
      list,
      {
        type: 'project',
        projectId: ID_A,
        userId: 'user-1',
        status: 'transcribing',
        progress: 70,
        statusDetail: null,
      },
      300_000,
    );
    expect(next?.map((p) => p.id)).toEqual([ID_B, ID_A]);
    expect(next?.[1]).toMatchObject({ progress: 70, updatedAt: { seconds: 100 } });
  });

  it('should return null for a project the list does not hold so the caller refetches', () => {
    const next = applyProjectEvent([project(ID_B, 200)], {
      type: 'project',
      projectId: ID_A,
      userId: 'user-1',
      status: 'uploading',
      progress: 10,
      statusDetail: null,
    });
    expect(next).toBeNull();
  });
});

describe('parseProjectEvent', () => {
  it('should read a project event from an SSE data line', () => {
    const data = JSON.stringify({
      type: 'project',
      projectId: ID_A,
      userId: 'u',
      status: 'failed',
      progress: 0,
      statusDetail: 'No audio track',
    });
    expect(parseProjectEvent(data)).toMatchObject({ status: 'failed', statusDetail: 'No audio track' });
  });

  it('should ignore render events, malformed JSON and keep-alive noise', () => {
    const render = JSON.stringify({
      type: 'render',
      projectId: ID_A,
      userId: 'u',
      state: 'done',
      progress: 100,
      error: null,
    });
    expect(parseProjectEvent(render)).toBeNull();
    expect(parseProjectEvent('{not json')).toBeNull();
    expect(parseProjectEvent('')).toBeNull();
    expect(parseProjectEvent(undefined)).toBeNull();
  });
});
