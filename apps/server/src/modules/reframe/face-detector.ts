import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as OpenCvTypes from '@techstark/opencv-js';
import type { FaceBox } from '@wordreel/core';
import { MAX_FACES_PER_SAMPLE } from '@wordreel/core';

/**
 * The face detector adapter: OpenCV's Haar cascade (Debian's opencv-data) run by OpenCV's own wasm
 * build (@techstark/opencv-js, the wasm inside its one script, nothing fetched). Loaded once per
 * process (~1.5 s) on first use. It looks at small grey frames (the sampler's) and answers boxes as
 * shares of the frame, largest first.
 */

export const FACE_CASCADE_PATH = '/usr/share/opencv4/haarcascades/haarcascade_frontalface_default.xml';
export const FACE_DETECTOR_MISSING =
  "Face detection needs Debian's opencv-data package (the face model); run scripts/setup.sh.";

/**
 * Each step of the cascade's image pyramid is 1.2x the last (1.1 finds a few more faces, at twice
 * the time); four overlapping hits make a face (fewer gives false faces on textured backgrounds).
 */
const SCALE_STEP = 1.2;
const MIN_NEIGHBOURS = 4;
/** Faces smaller than this share of the frame's height are not looked for (a wide crowd shot). */
const MIN_FACE_SHARE = 0.12;

export interface FaceDetector {
  /** Faces on one 8-bit grey frame of `width` x `height`, as shares of the frame, largest first. */
  detect(gray: Uint8Array, width: number, height: number): FaceBox[];
}

type OpenCv = typeof OpenCvTypes & { onRuntimeInitialized?: () => void };

let loading: Promise<FaceDetector> | null = null;

/** The process's one detector; the first call loads OpenCV and the cascade. */
export function faceDetector(): Promise<FaceDetector> {
  loading ??= loadFaceDetector().catch((error: unknown) => {
    loading = null; // a later job may find the package installed
    throw error;
  });
  return loading;
}

async function loadFaceDetector(): Promise<FaceDetector> {
  const cascade = await readFile(FACE_CASCADE_PATH).catch(() => {
    throw new Error(FACE_DETECTOR_MISSING);
  });
  const { cv } = await loadOpenCv();
  cv.FS_createDataFile('/', 'frontalface.xml', cascade, true, false, false);
  const classifier = new cv.CascadeClassifier();
  if (!classifier.load('frontalface.xml')) throw new Error(FACE_DETECTOR_MISSING);
  return {
    detect(gray, width, height) {
      const mat = new cv.Mat(height, width, cv.CV_8UC1);
      const found = new cv.RectVector();
      try {
        mat.data.set(gray);
        const min = Math.max(12, Math.round(height * MIN_FACE_SHARE));
        classifier.detectMultiScale(mat, found, SCALE_STEP, MIN_NEIGHBOURS, 0, new cv.Size(min, min));
        const faces: FaceBox[] = [];
        for (let i = 0; i < found.size(); i++) {
          const r = found.get(i);
          faces.push({ x: r.x / width, y: r.y / height, w: r.width / width, h: r.height / height });
        }
        return faces.sort((a, b) => b.w * b.h - a.w * a.h).slice(0, MAX_FACES_PER_SAMPLE);
      } finally {
        mat.delete();
        found.delete();
      }
    },
  };
}

/**
 * The module is an Emscripten object that is also a thenable resolving to itself, so awaiting it (or
 * resolving a promise with it) never settles: it is handed over in a wrapper once its runtime calls
 * `onRuntimeInitialized`.
 */
function loadOpenCv(): Promise<{ cv: OpenCv }> {
  const cv = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv;
  if (typeof cv.CascadeClassifier === 'function') return Promise.resolve({ cv });
  return new Promise((resolve) => {
    cv.onRuntimeInitialized = () => resolve({ cv });
  });
}
