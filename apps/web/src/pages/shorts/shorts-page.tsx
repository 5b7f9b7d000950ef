import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ClipCandidate,
  CLIP_MAX_SECONDS,
  CLIP_MIN_SECONDS,
  DEFAULT_CLIP_RANGE,
  TITLE_MAX_CHARS,
  findClipsRequestSchema,
  type Orientation,
} from '@wordreel/core';
import { Scissors, Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppPageHeader } from '../../components/layout/layouts.tsx';
import { useToast } from '../../components/toast.tsx';
import { parseError } from '../../lib/api.ts';
import { STATUS_TEXT } from '../../features/studio/studio-states.tsx';
import { PageLoading, useCurrentUser } from '../../lib/auth.tsx';
import { projectsQueryKey } from '../../lib/project-events.ts';
import { ClipFormat, clipFormats } from './clip-format.tsx';
import { ClipPreview } from './clip-preview.tsx';
import { type ClipEdge, type ClipSpan, clipLength, moveClipEdge, trimmedCandidate } from './clip-trim.ts';
import { shortsApi, sourceVideoUrl } from './shorts-api.ts';
import './shorts-page.css';
import { BusyButton } from '../../components/busy-button.tsx';
import { LiveRegion } from '../../components/live-region.tsx';

/** How often a video whose captions are still being made is asked about again. */
const NOT_READY_POLL_MS = 3000;

/** What the search found, said above the clips. */
function clipsFound(count: number): string {
  return count === 1 ? 'Found 1 clip.' : `Found ${count} clips, best first.`;
}

/**
 * AI Shorts for one video: find the best clips between a minimum and maximum length (at once with
 * the default lengths, as soon as the captions are ready: finding is free), preview each in
 * the source (its range marked on the bar and in the transcript), trim its edges by words, and accept
 * it: the clip becomes a project of its own and opens in the studio.
 */
export function ShortsPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const formId = useId();
  const [range, setRange] = useState<{ minSeconds: string; maxSeconds: string }>({
    minSeconds: String(DEFAULT_CLIP_RANGE.minSeconds),
    maxSeconds: String(DEFAULT_CLIP_RANGE.maxSeconds),
  });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [spans, setSpans] = useState<Record<string, ClipSpan>>({});
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [format, setFormat] = useState<Orientation>('portrait');

  const project = useQuery({
    queryKey: ['shorts-project', id],
    queryFn: () => shortsApi.project(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && status !== 'ready' && status !== 'failed' ? NOT_READY_POLL_MS : false;
    },
  });
  const words = useQuery({
    queryKey: ['shorts-words', id],
    queryFn: () => shortsApi.words(id),
    enabled: project.data?.status === 'ready',
  });
  const find = useMutation({
    mutationFn: (request: { minSeconds: number; maxSeconds: number }) =>
      shortsApi.find(id, { ...request, count: 10 }),
    onSuccess: (answer) => {
      setSelectedId(answer.clips[0]?.id ?? null);
      setSpans({});
      setTitles({});
    },
  });
  // The creator came here to see clips: the first search needs no click.
  const ready = project.data?.status === 'ready';
  const { mutate: findClips } = find;
  const searchedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || searchedFor.current === id) return;
    searchedFor.current = id;
    findClips(DEFAULT_CLIP_RANGE);
  }, [ready, id, findClips]);
  const accept = useMutation({
    mutationFn: ({ clip, title, format }: { clip: ClipCandidate; title: string; format: Orientation }) =>
      shortsApi.accept(id, {
        firstWord: clip.firstWord,
        lastWord: clip.lastWord,
        title: title.trim() || undefined,
        orientation: format,
      }),
    onSuccess: (created) => {
      if (user) void queryClient.invalidateQueries({ queryKey: projectsQueryKey(user.userId) });
      toast.show(`“${created.name}” is ready in the studio.`, 'success');
      void navigate(`/studio/${created.id}`);
    },
    onError: (error) => toast.show(parseError(error), 'error'),
  });

  if (!user || project.isPending) return <PageLoading />;
  if (project.isError) {
    return (
      <div className="shorts-page">
        <AppPageHeader title="AI Shorts" />
        <p role="alert" className="field-error">
          {parseError(project.error, 'This video could not be found.')}
        </p>
        <Link to="/project">Back to your projects</Link>
      </div>
    );
  }
  const source = project.data;
  const clips = find.data?.clips ?? [];
  const allWords = words.data ?? [];
  const selected = clips.find((c) => c.id === selectedId);
  const formats = clipFormats(source.videoConfig.width, source.videoConfig.height);
  const chosenFormat = formats.includes(format) ? format : 'portrait';
  const trimmed =
    selected && allWords.length > 0
      ? trimmedCandidate(allWords, selected, spans[selected.id] ?? selected)
      : selected;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = findClipsRequestSchema.safeParse({
      minSeconds: Number(range.minSeconds),
      maxSeconds: Number(range.maxSeconds),
    });
    if (!parsed.success) {
      setRangeError(parsed.error.issues[0]?.message ?? 'Please check the clip lengths.');
      return;
    }
    setRangeError(null);
    find.mutate(parsed.data);
  };

  const moveEdge = (edge: ClipEdge, delta: number) => {
    if (!selected) return;
    setSpans((all) => ({
      ...all,
      [selected.id]: moveClipEdge(all[selected.id] ?? selected, edge, delta, allWords.length),
    }));
  };

  return (
    <div className="shorts-page">
      <AppPageHeader title="AI Shorts">
        <Link to={`/studio/${source.id}`} className="btn btn-secondary btn-sm">
          Open the full video
        </Link>
      </AppPageHeader>
      <p className="shorts-intro">
        The best moments of <strong>{source.name}</strong> as short clips: each starts and ends on whole
        sentences and is scored on its hook, whether it stands alone, its keywords, pace and pauses.
      </p>

      {source.status === 'ready' && (
        <form className="shorts-form" id={formId} onSubmit={submit} noValidate>
          <label>
            Shortest clip (seconds)
            <input
              className="field-input"
              type="number"
              min={CLIP_MIN_SECONDS}
              max={CLIP_MAX_SECONDS}
              value={range.minSeconds}
              onChange={(e) => setRange((r) => ({ ...r, minSeconds: e.target.value }))}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? `${formId}-error` : undefined}
            />
          </label>
          <label>
            Longest clip (seconds)
            <input
              className="field-input"
              type="number"
              min={CLIP_MIN_SECONDS}
              max={CLIP_MAX_SECONDS}
              value={range.maxSeconds}
              onChange={(e) => setRange((r) => ({ ...r, maxSeconds: e.target.value }))}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? `${formId}-error` : undefined}
            />
          </label>
          <BusyButton type="submit" className="btn btn-primary" busy={find.isPending}>
            <Sparkles aria-hidden size={16} />
            {find.isPending ? 'Finding clips…' : find.isSuccess ? 'Find again' : 'Find clips'}
          </BusyButton>
          {rangeError && (
            <p id={`${formId}-error`} role="alert" className="field-error">
              {rangeError}
            </p>
          )}
          {find.isError && !rangeError && (
            <p role="alert" className="field-error">
              {parseError(find.error)}
            </p>
          )}
        </form>
      )}

      {/* One live region from the wait for the captions to the search's outcome: the search that starts
          once they are ready, and the clips arriving (below, silently), are said here. */}
      <LiveRegion className="shorts-outcome">
        {source.status === 'failed' ? (
          <p className="shorts-notice">
            The captions of this video could not be made, so no clips can be found. Retry it from{' '}
            <Link to="/project">your projects</Link>.
          </p>
        ) : source.status !== 'ready' ? (
          // A video uploaded from "Find clips" comes here at once: its progress shows while it waits.
          <div className="shorts-notice shorts-waiting">
            <p>
              {STATUS_TEXT[source.status]}… {source.progress}%
            </p>
            <progress max={100} value={source.progress} aria-label={STATUS_TEXT[source.status]} />
            <p>
              Clips can be found once the captions are ready: they will be found here then.{' '}
              <Link to={`/studio/${source.id}`}>Open it in the studio</Link>.
            </p>
          </div>
        ) : find.isPending ? (
          <p className="shorts-notice">Finding the best moments of {source.name}…</p>
        ) : find.isSuccess ? (
          <p className="shorts-notice">{clips.length === 0 ? find.data.message : clipsFound(clips.length)}</p>
        ) : null}
      </LiveRegion>

      {clips.length > 0 && (
        <div className="shorts-results">
          <ol className="clip-list" aria-label="Clips, best first">
            {clips.map((c, rank) => {
              const shown = c.id === selectedId && trimmed ? trimmed : c;
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    className="clip-card"
                    aria-pressed={c.id === selectedId}
                    onClick={() => setSelectedId(c.id)}
                  >
                    <span className="clip-score" aria-label={`Score ${shown.score} of 100`}>
                      {shown.score}
                    </span>
                    <span className="clip-card-body">
                      <span className="clip-card-title">
                        {rank + 1}. {titles[c.id] ?? shown.title}
                      </span>
                      <span className="clip-card-reason">{shown.reason}</span>
                      <span className="muted">
                        {clipLength(shown.endMs - shown.startMs)} · from {clipLength(shown.startMs)}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
          {selected && trimmed && (
            <div className="clip-detail">
              <ClipPreview
                videoUrl={sourceVideoUrl(source.id)}
                durationMs={(source.videoConfig.duration ?? 0) * 1000}
                words={allWords}
                clips={clips}
                clip={trimmed}
                onMoveEdge={moveEdge}
              />
              <div className="clip-accept">
                <label>
                  Title
                  <input
                    className="field-input"
                    type="text"
                    maxLength={TITLE_MAX_CHARS}
                    value={titles[selected.id] ?? trimmed.title}
                    onChange={(e) => setTitles((all) => ({ ...all, [selected.id]: e.target.value }))}
                  />
                </label>
                <ClipFormat
                  name={`${formId}-format`}
                  formats={formats}
                  value={chosenFormat}
                  onChange={setFormat}
                />
                <BusyButton
                  className="btn btn-primary"
                  busy={accept.isPending}
                  onClick={() =>
                    accept.mutate({
                      clip: trimmed,
                      title: titles[selected.id] ?? trimmed.title,
                      format: chosenFormat,
                    })
                  }
                >
                  <Scissors aria-hidden size={16} />
                  {accept.isPending ? 'Making the clip…' : 'Make this clip'}
                </BusyButton>
              </div>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
