/**
 * How the export reads the source's YUV: the colour matrix and range the stream is tagged with, and
 * for an untagged stream the same guess the studio's browser makes, so the export and the preview
 * turn the same bytes into the same colours. Chromium (media/ffmpeg/ffmpeg_common.cc) reads untagged
 * H.264 as BT.601 below 720 rows and BT.709 from 720 rows up, limited range; ffmpeg reads every
 * untagged frame as BT.601, which shifted every colour of an untagged HD source between the two
 * (docs/decisions/032-preview-export-colour.md).
 */

/** The matrices ffmpeg 5.1's scale filter takes as `in_color_matrix`. */
export type ColourMatrix = 'bt709' | 'bt601' | 'bt2020' | 'fcc' | 'smpte240m';

export interface SourceColour {
  matrix: ColourMatrix;
  /** `tv` limited (16-235), `pc` full (0-255). */
  range: 'tv' | 'pc';
}

/** The export's own colour, which its MP4 is tagged with. */
export const EXPORT_COLOUR: SourceColour = { matrix: 'bt709', range: 'tv' };

/** ffprobe's `color_space` names → the scale filter's matrix names. */
const MATRIX_OF_TAG: Record<string, ColourMatrix> = {
  bt709: 'bt709',
  smpte170m: 'bt601',
  bt470bg: 'bt601',
  bt2020nc: 'bt2020',
  bt2020c: 'bt2020',
  fcc: 'fcc',
  smpte240m: 'smpte240m',
};

/** Below this many rows an untagged stream is read as BT.601 (SD), from it up as BT.709 (HD). */
const HD_ROWS = 720;

export function sourceColour(video: {
  height: number;
  colorSpace: string | null;
  colorRange: string | null;
}): SourceColour {
  const tagged = video.colorSpace ? MATRIX_OF_TAG[video.colorSpace] : undefined;
  return {
    matrix: tagged ?? (video.height < HD_ROWS ? 'bt601' : 'bt709'),
    range: video.colorRange === 'pc' ? 'pc' : 'tv',
  };
}

/** The `colorspace` filter's names of the matrices. */
const COLORSPACE_NAME: Record<ColourMatrix, string> = {
  bt709: 'bt709',
  bt601: 'smpte170m',
  bt2020: 'bt2020ncl',
  fcc: 'fcc',
  smpte240m: 'smpte240m',
};

/**
 * The filter that turns a source read as `from` into the export's BT.709 limited range, or null when
 * it is that already. The `colorspace` filter, not scale's `out_color_matrix`: ffmpeg 5.1's swscale
 * converting between matrices while scaling down dropped grey 128 to 125 and white to 252; this is
 * exact. fast=1 changes the matrix and range only (no gamut or transfer change, as the browser shows
 * SDR video).
 */
export function toExportColour(from: SourceColour): string | null {
  if (from.matrix === EXPORT_COLOUR.matrix && from.range === EXPORT_COLOUR.range) return null;
  return (
    `colorspace=ispace=${COLORSPACE_NAME[from.matrix]}:iprimaries=bt709:itrc=bt709:irange=${from.range}` +
    ':all=bt709:range=tv:fast=1'
  );
}

/**
 * Options of a scale filter over a picture already in the export's colour: read as BT.709 limited
 * whatever the frame is tagged (an untagged frame is otherwise read as BT.601), written the same.
 */
export const KEEP_EXPORT_COLOUR = 'in_color_matrix=bt709:in_range=tv:out_color_matrix=bt709:out_range=tv';

/**
 * Tags the frames with what they now hold (ffmpeg 5.1's scale converts the values but leaves the
 * frame's old tags, so a PNG taken from the graph was read back with BT.601 maths).
 */
export const TAG_EXPORT_COLOUR = 'setparams=colorspace=bt709:color_primaries=bt709:color_trc=bt709:range=tv';
