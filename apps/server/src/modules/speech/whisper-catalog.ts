/**
 * The official whisper.cpp ggml models the `models` command installs (huggingface.co/ggerganov/
 * whisper.cpp), with each file's size and SHA-256 as that repository publishes them (its Git LFS
 * ids at revision 5359861c739e955e79d9a303bcbc70fb988958b1; docs/decisions/010 says where each sum
 * was checked). A download that does not match is thrown away.
 */
export const WHISPER_CATALOG = {
  tiny: { bytes: 77_691_713, sha256: 'be07e048e1e599ad46341c8d2a135645097a538221678b7acdd1b1919c6e1b21' },
  'tiny.en': {
    bytes: 77_704_715,
    sha256: '921e4cf8686fdd993dcd081a5da5b6c365bfde1162e72b08d75ac75289920b1f',
  },
  base: { bytes: 147_951_465, sha256: '60ed5bc3dd14eea856493d334349b405782ddcaf0028d4b5df4088345fba2efe' },
  'base.en': {
    bytes: 147_964_211,
    sha256: 'a03779c86df3323075f5e796cb2ce5029f00ec8869eee3fdfb897afe36c6d002',
  },
  'base-q8_0': {
    bytes: 81_768_585,
    sha256: 'c577b9a86e7e048a0b7eada054f4dd79a56bbfa911fbdacf900ac5b567cbb7d9',
  },
  'base.en-q8_0': {
    bytes: 81_781_811,
    sha256: 'a4d4a0768075e13cfd7e19df3ae2dbc4a68d37d36a7dad45e8410c9a34f8c87e',
  },
  small: { bytes: 487_601_967, sha256: '1be3a9b2063867b937e64e2ec7483364a79917e157fa98c5d94b5c1fffea987b' },
  'small.en': {
    bytes: 487_614_201,
    sha256: 'c6138d6d58ecc8322097e0f987c32f1be8bb0a18532a3f88f734d1bbf9c41e5d',
  },
  'small-q8_0': {
    bytes: 264_464_607,
    sha256: '49c8fb02b65e6049d5fa6c04f81f53b867b5ec9540406812c643f177317f779f',
  },
  'small.en-q8_0': {
    bytes: 264_477_561,
    sha256: '67a179f608ea6114bd3fdb9060e762b588a3fb3bd00c4387971be4d177958067',
  },
  medium: {
    bytes: 1_533_763_059,
    sha256: '6c14d5adee5f86394037b4e4e8b59f1673b6cee10e3cf0b11bbdbee79c156208',
  },
  'medium.en': {
    bytes: 1_533_774_781,
    sha256: 'cc37e93478338ec7700281a7ac30a10128929eb8f427dda2e865faa8f6da4356',
  },
  'medium-q5_0': {
    bytes: 539_212_467,
    sha256: '19fea4b380c3a618ec4723c3eef2eb785ffba0d0538cf43f8f235e7b3b34220f',
  },
  'medium.en-q5_0': {
    bytes: 539_225_533,
    sha256: '76733e26ad8fe1c7a5bf7531a9d41917b2adc0f20f2e4f5531688a8c6cd88eb0',
  },
  'medium-q8_0': {
    bytes: 823_369_779,
    sha256: '42a1ffcbe4167d224232443396968db4d02d4e8e87e213d3ee2e03095dea6502',
  },
  'medium.en-q8_0': {
    bytes: 823_382_461,
    sha256: '43fa2cd084de5a04399a896a9a7a786064e221365c01700cea4666005218f11c',
  },
  'large-v3-turbo': {
    bytes: 1_624_555_275,
    sha256: '1fc70f774d38eb169993ac391eea357ef47c88757ef72ee5943879b7e8e2bc69',
  },
  'large-v3-turbo-q5_0': {
    bytes: 574_041_195,
    sha256: '394221709cd5ad1f40c46e6031ca61bce88931e6e088c188294c6d5a55ffa7e2',
  },
  'large-v3-turbo-q8_0': {
    bytes: 874_188_075,
    sha256: '317eb69c11673c9de1e1f0d459b253999804ec71ac4c23c17ecf5fbe24e259a1',
  },
} as const satisfies Record<string, { bytes: number; sha256: string }>;

/** A file the `models` command can install, e.g. base.en or large-v3-turbo-q5_0. */
export type WhisperVariant = keyof typeof WHISPER_CATALOG;
export const WHISPER_VARIANTS = Object.keys(WHISPER_CATALOG) as WhisperVariant[];

export function isWhisperVariant(name: string): name is WhisperVariant {
  return Object.hasOwn(WHISPER_CATALOG, name);
}

/** Model families, smallest (fastest, least accurate) first. */
export const WHISPER_FAMILIES = ['tiny', 'base', 'small', 'medium', 'large-v3-turbo'] as const;
export type WhisperFamily = (typeof WHISPER_FAMILIES)[number];
