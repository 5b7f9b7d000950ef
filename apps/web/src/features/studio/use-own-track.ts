import { CUSTOM_MUSIC, type BgMusic } from '@wordreel/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { musicUrl, soundUrl, studioApi } from './studio-api.ts';

export interface OwnTrack {
  /** The file name once uploaded here, 'uploaded' when the project already had one, else null. */
  label: string | null;
  upload: (file: File) => Promise<void>;
  /** Where the preview plays a choice from: the library, or the project's own track. */
  srcFor: (bgMusic: BgMusic) => string;
}

/** The project's own background track: whether it has one (its status on load), uploading, and its URL. */
export function useOwnTrack(projectId: string): OwnTrack {
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const exists = useQuery({
    queryKey: ['project-music', projectId],
    queryFn: () => studioApi.hasMusic(projectId),
  });

  const upload = useCallback(
    async (file: File) => {
      await studioApi.uploadMusic(projectId, file);
      setUploadedName(file.name);
      setVersion((v) => v + 1);
    },
    [projectId],
  );

  const srcFor = useCallback(
    (bgMusic: BgMusic) =>
      bgMusic === CUSTOM_MUSIC
        ? // A new upload gets a new URL, so the preview does not keep playing the old file from cache.
          `${musicUrl(projectId)}${version ? `?v=${version}` : ''}`
        : soundUrl(bgMusic),
    [projectId, version],
  );

  return { label: uploadedName ?? (exists.data ? 'uploaded' : null), upload, srcFor };
}
