import {
  type Language,
  type Orientation,
  orientationForSize,
  type SpeechQuality,
  uploadVideoConfigSchema,
} from '@wordreel/core';
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { formatDuration, formatFileSize } from '../../lib/format.ts';
import { LabelledSelect } from '../labelled-select.tsx';
import { LiveRegion } from '../live-region.tsx';
import { SpeechQualityChoice } from '../speech-quality/speech-quality-choice.tsx';
import { effectiveQuality, useSpeechQualities } from '../speech-quality/use-speech-qualities.ts';
import { Modal } from './modal.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { useCaptionStyleChoice } from './use-caption-style-choice.ts';
import { useVideoUpload } from './use-video-upload.ts';
import {
  buildVideoConfig,
  startsLikeVideo,
  UNREADABLE_VIDEO_MESSAGE,
  type VideoFacts,
} from './video-file.ts';
import './upload.css';

interface UploadModalProps {
  file: File;
  /** The file's object URL; the opener revokes it when the modal closes. */
  objectUrl: string;
  userId: string;
  /** Closing discards the file. */
  onClose: () => void;
  onUploaded: (projectId: string) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const LANGUAGES: { value: Language; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'Hindi' },
];
const ORIENTATIONS: { value: Orientation; label: string }[] = [
  { value: 'portrait', label: 'Portrait' },
  { value: 'landscape', label: 'Landscape' },
  { value: 'square', label: 'Square' },
];

/** Spec "Upload preview modal": file details, language and orientation, then a resumable upload. */
export function UploadModal({
  file,
  objectUrl,
  userId,
  onClose,
  onUploaded,
  returnFocusRef,
}: UploadModalProps) {
  const titleId = useId();
  // undefined while the browser reads the metadata; null when it cannot (the server still probes it).
  const [facts, setFacts] = useState<VideoFacts | null | undefined>(undefined);
  const [lang, setLang] = useState<Language>('en');
  // null until chosen: the file's own shape is the default once the browser has read it.
  const [chosenOrientation, setOrientation] = useState<Orientation | null>(null);
  const orientation = chosenOrientation ?? orientationForSize(facts?.width, facts?.height);
  const [chosenQuality, setQuality] = useState<SpeechQuality | null>(null);
  const upload = useVideoUpload(file, userId, onUploaded);
  // The file this browser could not read whose first bytes are no video either (a text file named
  // .mp4): Proceed stays off and says why. Kept by file, so choosing another one clears it.
  const [notVideo, setNotVideo] = useState<File | null>(null);

  /**
   * No metadata: the length is unknown (the server probes the file), unless it is no video at all. An
   * empty file still goes on: the server's "The file is empty." says more than "not a video".
   */
  const cannotRead = useCallback(() => {
    void (file.size === 0 ? Promise.resolve(true) : startsLikeVideo(file))
      .catch(() => true)
      .then((video) => {
        if (!video) setNotVideo(file);
        setFacts((current) => (current === undefined ? null : current));
      });
  }, [file]);

  // The probe element is the truth: its metadata can be in before React hears the event (the modal
  // mounts after its lazily loaded chunk), so it is read on mount as well as on 'loadedmetadata'.
  const probeRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const probe = probeRef.current;
    if (probe && probe.readyState >= HTMLMediaElement.HAVE_METADATA) setFacts(readVideoFacts(probe));
    // Some containers make the browser neither load nor reject the metadata; do not wait forever.
    const timer = window.setTimeout(() => {
      const late = probeRef.current;
      if (late && late.readyState >= HTMLMediaElement.HAVE_METADATA) {
        setFacts((current) => (current === undefined ? readVideoFacts(late) : current));
      } else cannotRead();
    }, 5000);
    return () => window.clearTimeout(timer);
  }, [objectUrl, cannotRead]);
  const unreadable = notVideo === file;

  // A resumed upload keeps the choices it was started with (they travelled in its metadata).
  const resumedConfig = upload.resumable
    ? uploadVideoConfigSchema.safeParse(safeJson(upload.resumable.previous.metadata.videoConfig))
    : null;
  const lockedChoices = resumedConfig?.success ? resumedConfig.data : null;
  const shownLang = lockedChoices?.lang ?? lang;
  const shownOrientation = lockedChoices?.orientation ?? orientation;
  const qualities = useSpeechQualities(shownLang, { seconds: facts?.duration ?? null });
  // Until the browser has read the length there is no time to give (asking with 0 s would say "1 s").
  const lengthKnown = facts != null && Number.isFinite(facts.duration);
  const timeNote = lengthKnown
    ? undefined
    : facts === undefined
      ? 'time shown once the length is read'
      : 'time depends on the length, which this browser cannot read';
  const shownQuality = lockedChoices?.quality ?? effectiveQuality(qualities.data, chosenQuality);
  const captionStyle = useCaptionStyleChoice(upload.resumable?.previous ?? null);

  const busy = upload.phase === 'uploading' || upload.phase === 'cancelling';
  const canProceed =
    (upload.phase === 'ready' || upload.phase === 'failed') && facts !== undefined && !unreadable;

  function proceed() {
    upload.start(
      buildVideoConfig(file, facts ?? null, {
        lang: shownLang,
        orientation: shownOrientation,
        quality: shownQuality ?? undefined,
      }),
      captionStyle?.value || undefined,
    );
  }

  return (
    <Modal labelledBy={titleId} onClose={onClose} dismissible={!busy} returnFocusRef={returnFocusRef}>
      <h2 id={titleId}>Upload preview</h2>
      <video
        className="upload-probe"
        src={objectUrl}
        preload="metadata"
        muted
        hidden
        data-testid="upload-probe"
        ref={probeRef}
        onLoadedMetadata={(event) => setFacts(readVideoFacts(event.currentTarget))}
        onError={cannotRead}
      />
      <dl className="upload-details">
        <div>
          <dt>Name</dt>
          <dd className="upload-file-name">{file.name}</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{formatFileSize(file.size)}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{facts === undefined ? 'Reading…' : formatDuration(facts?.duration)}</dd>
        </div>
      </dl>

      <div className="upload-choices">
        <ChoiceGroup
          legend="Language"
          name={`${titleId}-lang`}
          options={LANGUAGES}
          value={shownLang}
          onChange={setLang}
          disabled={busy || lockedChoices !== null}
        />
        <ChoiceGroup
          legend="Orientation"
          name={`${titleId}-orientation`}
          options={ORIENTATIONS}
          value={shownOrientation}
          onChange={setOrientation}
          disabled={busy || lockedChoices !== null}
        />
      </div>
      <SpeechQualityChoice
        name={`${titleId}-quality`}
        qualities={qualities.data}
        value={shownQuality}
        onChange={setQuality}
        disabled={busy || lockedChoices !== null}
        timeNote={timeNote}
      />
      {captionStyle && (
        <LabelledSelect
          className="upload-style-choice choice-box"
          id={`${titleId}-style`}
          label="Caption style"
          options={captionStyle.options}
          value={captionStyle.value}
          onChange={captionStyle.onChange}
          disabled={busy || captionStyle.locked}
        />
      )}

      <LiveRegion>
        {upload.resumable && !busy && upload.phase !== 'done' && (
          <div className="form-message form-message-warning upload-resume">
            <p>
              This file was partly uploaded before: {formatFileSize(upload.resumable.offset)} of{' '}
              {formatFileSize(file.size)} is already on the server. Proceed resumes the upload.
            </p>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => void upload.startOver()}
              disabled={upload.phase === 'checking'}
            >
              Start over
            </button>
          </div>
        )}
      </LiveRegion>

      {(busy || upload.phase === 'done' || (upload.phase === 'failed' && upload.bytesSent > 0)) && (
        <UploadProgress sent={upload.bytesSent} total={upload.bytesTotal} />
      )}

      <LiveRegion as="p" className="form-message form-message-success">
        {upload.notice}
      </LiveRegion>
      {unreadable && (
        <p className="form-message form-message-error" role="alert">
          {UNREADABLE_VIDEO_MESSAGE}
        </p>
      )}
      {upload.error && (
        <p className="form-message form-message-error" role="alert">
          {upload.error}
        </p>
      )}

      <div className="modal-actions">
        {busy ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void upload.cancel()}
            disabled={upload.phase === 'cancelling'}
          >
            Cancel upload
          </button>
        ) : (
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
        )}
        <button
          type="button"
          className="btn btn-primary"
          onClick={proceed}
          disabled={!canProceed}
          aria-busy={busy}
        >
          {busy || upload.phase === 'done' ? 'Uploading...' : 'Proceed'}
        </button>
      </div>
    </Modal>
  );
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  disabled: boolean;
}

function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="upload-choice choice-box" disabled={disabled}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="upload-choice-option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function safeJson(text: string | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readVideoFacts(video: HTMLVideoElement): VideoFacts {
  return { duration: video.duration, width: video.videoWidth, height: video.videoHeight };
}
