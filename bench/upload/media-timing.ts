import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createContext } from '../../apps/server/src/context.ts';
import { registerJobs } from '../../apps/server/src/jobs/register-jobs.ts';
import { createLogger } from '../../apps/server/src/logger.ts';
import { runMediaJob } from '../../apps/server/src/modules/media/media.job.ts';
import { createProjectFromUpload } from '../../apps/server/src/modules/uploads/upload-intake.service.ts';

/** Times the media job on a 60 s 1080x1920 30 fps clip, once remuxed (H.264/AAC) and once transcoded (HEVC). */
export async function timeMediaJob(work: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordreel-bench-media-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir });
  const ctx = await createContext(config, createLogger(config));
  registerJobs(ctx);
  try {
    const { headers: _h, response } = await ctx.auth.api.signUpEmail({
      body: { email: 'media-bench@example.com', password: 'password123', name: 'bench' },
      returnHeaders: true,
    });
    for (const [label, codec] of [
      ['remux (H.264/AAC source)', 'libx264'],
      ['transcode (HEVC source)', 'libx265'],
    ] as const) {
      const file = path.join(work, `sixty-${codec}.mp4`);
      execFileSync('ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=1080x1920:rate=30:duration=60',
        '-f',
        'lavfi',
        '-i',
        'sine=duration=60',
        '-c:v',
        codec,
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        ...(codec === 'libx265' ? ['-x265-params', 'log-level=error'] : []),
        '-c:a',
        'aac',
        file,
      ]);
      const project = await createProjectFromUpload(ctx, response.user.id, {
        filePath: file,
        clientConfig: { name: 'sixty.mp4', lang: 'en', orientation: 'portrait' },
      });
      const started = process.hrtime.bigint();
      await runMediaJob(
        ctx,
        { projectId: project.id },
        {
          signal: new AbortController().signal,
          progress: () => Promise.resolve(),
          log: ctx.log,
        },
      );
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      console.log(
        `media job, 60 s 1080x1920, ${label}: ${seconds.toFixed(1)} s (${(60 / seconds).toFixed(1)}x real time)`,
      );
    }
  } finally {
    await ctx.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
