/**
 * Every user-facing message that the server sends and the web also shows on its own (a fallback, a
 * toast, a heading), written once, like tus-node-server's `ERRORS`. No zod here: the web's shell
 * imports it (`@wordreel/core/messages`) and the landing page must stay small.
 */
export const MESSAGES = {
  /** Any unexpected failure (500), and the web's fallback when a request fails without a message. */
  INTERNAL: 'Something went wrong. Please try again later.',
  /** The web's text for a request that got no answer at all (offline, server down): fetch rejected. */
  NETWORK: "Wordreel can't reach the server. Check your connection and try again.",
  /** The web's text for a 5xx that carried no message of its own (a proxy's 502, a crash). */
  SERVER_ERROR: 'Something went wrong on our side. Please try again.',
  /** A project that is missing or someone else's (both look the same). */
  VIDEO_NOT_FOUND: 'Video not found',
  /** DELETE /api/projects/{id}; the dashboard shows the same for a cancelled upload. */
  PROJECT_DELETED: 'Project deleted successfully',
  /** POST /render while an export of the project is queued or running. */
  RENDER_BUSY: 'Please wait for the previous export to finish.',
  /** An export that failed (the render job's message, the studio's fallback). */
  RENDER_FAILED: 'Failed to render video',
  /** An export that ran out of disk space: the previous one is kept. */
  RENDER_NO_SPACE:
    'Failed to render video: the server is out of storage space. Your previous export is kept; please try again later.',
  /** An export whose file could not be stored (the S3 bucket failed or was out of reach): the previous one is kept. */
  RENDER_STORAGE_UNAVAILABLE:
    'Failed to render video: the file storage could not be reached. Your previous export is kept; please try again later.',
  /** A step that needs the project's playable video (export, edits, clips, covers, alignment) asked too early. */
  VIDEO_NOT_READY: 'The video is still being prepared. Please try again when it is ready.',
  /**
   * A job whose worker stopped in the middle of it too many times (killed, out of memory, restarted),
   * or that the queue lost: the project's status detail, or the export's, alignment's or reframe's
   * error. Nothing half-made is kept; the owner can start it again.
   */
  JOB_INTERRUPTED:
    'The work on this video stopped before it could finish (the server was restarted during it). Please try again.',
  /**
   * A job queued by an earlier version whose payload this version no longer reads (an export queued
   * in Redis across migration 0012): failed at once, the owner starts it again.
   */
  JOB_OUTDATED:
    'This was queued before Wordreel was updated and cannot be made as it was. Please start it again (for an export: press Export again).',
  /**
   * A job that ran past its time limit: the project's status detail, or the export's (or another
   * job's) error. Kept short of the limit's number: the owner can only try again.
   */
  JOB_TIMED_OUT:
    'Timed out: the work on this video took longer than the server allows, so it was stopped. Please try again later.',
  /** A transcription that failed for any reason but those above (the tool's own output is only logged). */
  CAPTIONS_FAILED:
    'Captions could not be made. Please try again; if it keeps failing, import an SRT/VTT file or paste your script in the Captions tab.',
  /** A transcription that ran out of disk space. */
  CAPTIONS_NO_SPACE:
    'Captions could not be made: the server is out of storage space. Please try again later.',
  /** POST /api/projects after an upload failed (the web's message). */
  CREATE_PROJECT_FAILED: 'Failed to create project',
  /** Translated caption tracks asked for on a server without an LLM (the API's 503, the Captions tab's note). */
  TRANSLATION_NOT_CONFIGURED:
    'Translated captions are not switched on for this server: its admin can connect a language model (LLM_BASE_URL and LLM_MODEL, see the README).',
  /** A caption track that is missing or belongs to another project. */
  TRACK_NOT_FOUND: 'Caption track not found',
  /** A track in that language is being translated already. */
  TRACK_BUSY: 'This language is being translated already. Please wait for it to finish.',
  /** An export (or subtitle download) of a track that has no translated pages yet. */
  TRACK_NOT_READY:
    'That caption track is not translated yet. Wait for it to finish, or export the original captions.',
  /** A project without captions has nothing to translate. */
  TRACK_NO_CAPTIONS: 'There are no captions to translate yet.',
  /** A translation job that failed for good; the reason follows after a colon. */
  TRANSLATION_FAILED: 'The translation failed and nothing was saved',
  /** A translation that ended without saying why (its worker stopped, a write failed, it could not be queued). */
  TRANSLATION_STOPPED:
    'The translation stopped before it could finish and nothing was saved. Please try again.',
  /** A translation that ran past its job's time limit (the language model answered too slowly). */
  TRANSLATION_TIMED_OUT:
    'The translation took too long (the language model answered too slowly) and nothing was saved. Please try again.',
} as const;
