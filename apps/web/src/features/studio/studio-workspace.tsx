import {
  buildCaptionDocument,
  captionYForLayout,
  emphasisFollowingEdit,
  withHookTitle,
  buildEmojiPlan,
  exportFrame,
  orientationForSize,
  isUncut,
  projectOrientation,
  musicDuckSpans,
  retimeCaptions,
  type CaptionList,
  type RenderEvent,
  type ReframeLayout,
} from '@wordreel/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ArrowLeft, X } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { previewTimeline, toEditedSeconds } from './player/edited-time.ts';
import { type PlayerHandle, PreviewPlayer } from './player/preview-player.tsx';
import { withUserWindow } from './player/reframe-window.ts';
import { canReframe, keyframesForLayout, ReframeControl } from './reframe-control.tsx';
import { BoostTab } from './tabs/boost-tab.tsx';
import { activeWordIndex, captionText } from './tabs/caption-chips.ts';
import { CaptionsTab } from './tabs/captions-tab.tsx';
import { CaptionsTools } from './tabs/captions-tools.tsx';
import { EditTab } from './tabs/edit-tab.tsx';
import { EmphasisPanel } from './tabs/emphasis-panel.tsx';
import { EmphasisWords } from './tabs/emphasis-words.tsx';
import { StudioTabs } from './tabs/studio-tabs.tsx';
import { StyleTab } from './tabs/style-tab.tsx';
import { MyStyles } from './tabs/my-styles.tsx';
import { TranslationsPanel } from './tabs/translations-panel.tsx';
import { InlineRename } from '../../components/inline-rename.tsx';
import { useToast } from '../../components/toast.tsx';
import { renameProject } from '../../lib/project-name.ts';
import { downloadUrl, srtUrl, type StudioProject, studioApi, videoUrl, vttUrl } from './studio-api.ts';
import { FrameSwitch } from './frame-switch.tsx';
import { StudioLoading, StudioNotFound } from './studio-states.tsx';
import { useBoostTexts } from './use-boost-texts.ts';
import { useHookTitle } from './use-hook-title.ts';
import { useEditList } from './use-edit-list.ts';
import { useExport } from './use-export.ts';
import { StudioShortcuts } from './studio-shortcuts.tsx';
import { useReframeAnalysis } from './use-reframe-analysis.ts';
import { useOwnTrack } from './use-own-track.ts';
import { useCaptionTracks } from './use-caption-tracks.ts';
import { useCaptionsSource } from './use-captions-source.ts';
import { useStudioCaptions } from './use-studio-captions.ts';
import { useStyleSettings } from './use-style-settings.ts';
import { CLEAR_TOP_VAR, useStickyClearance } from './use-sticky-clearance.ts';
import { usePageTitle } from '../../components/layout/page-title.ts';
import { LiveRegion } from '../../components/live-region.tsx';
import { useOtherStudioTabs } from './use-other-studio-tabs.ts';

const EMPTY: CaptionList = [];

interface StudioWorkspaceProps {
  project: StudioProject;
  /** Hands the loader (which owns the event stream) the export's render-event handler. */
  onRenderListener: (listener: ((event: RenderEvent) => void) | null) => void;
  onNotFound: () => void;
}

/**
 * The studio proper: tools on the left, the preview of the export frame on the right (with the frame
 * switch under it), Export and Download at the top right.
 */
export function StudioWorkspace({ project, onRenderListener, onNotFound }: StudioWorkspaceProps) {
  usePageTitle(project.name);
  const toast = useToast();
  const showError = useCallback((message: string) => toast.show(message, 'error'), [toast]);
  const showExportNews = useCallback(
    (message: string, kind: 'error' | 'success' = 'error') => toast.show(message, kind),
    [toast],
  );
  const [metadata, setMetadata] = useState<'loading' | 'ready' | 'failed'>('loading');
  // ?tab=edit opens a tab directly (the dashboard's AI Edits tile links to the Edit tab).
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState(() => searchParams.get('tab') ?? 'style');
  const [activeIndex, setActiveIndex] = useState(-1);
  const player = useRef<PlayerHandle>(null);
  // Shift+Tab up the tools stops under the sticky top bar, not behind it (however it wraps).
  const topBar = useStickyClearance<HTMLElement>(CLEAR_TOP_VAR);
  const queryClient = useQueryClient();
  const rename = useCallback(
    async (name: string) => {
      const renamed = await renameProject(project.id, name);
      queryClient.setQueryData<StudioProject>(
        ['studio-project', project.id],
        (p) => p && { ...p, name: renamed.name },
      );
    },
    [project.id, queryClient],
  );

  const { style, setStyle, orientation, setOrientation, savedOrientation, savedCount, flush } =
    useStyleSettings(project.id, project.style, projectOrientation(project.videoConfig), showError);
  const frame = exportFrame(orientation);
  const captions = useStudioCaptions(project.id, true, showError);
  const edits = useEditList(project.id, showError);
  const { flush: flushEdits } = edits;
  // The export reads the saved style and edit list: both are saved first. An edit conflict the user
  // has not settled stops the export (and says why) rather than exporting the other version.
  const flushAll = useCallback(async () => {
    await flush();
    try {
      await flushEdits();
    } catch (error) {
      setTab('edit');
      throw error;
    }
  }, [flush, flushEdits]);
  const otherTabs = useOtherStudioTabs(project.id);
  const exporter = useExport(
    project.id,
    style,
    orientation,
    flushAll,
    showExportNews,
    savedCount + captions.serverChanges + edits.savedCount,
  );
  const ownTrack = useOwnTrack(project.id);
  const boost = useBoostTexts(project.id, project.boost, showError);
  const hookTitle = useHookTitle(project.id, showError);
  const source = useCaptionsSource(project.id, project.status, captions.reload);

  useEffect(() => {
    onRenderListener(exporter.onRenderEvent);
    return () => onRenderListener(null);
  }, [onRenderListener, exporter.onRenderEvent]);

  const { reload } = captions;
  useEffect(() => {
    void reload();
  }, [reload, project.status]);

  const list = captions.list ?? EMPTY;
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);
  const onTime = useCallback((ms: number) => setActiveIndex(activeWordIndex(listRef.current, ms)), []);

  // The preview plays the edited timeline the export renders (none when the list changes nothing).
  const editList = edits.list;
  const timeline = useMemo(
    () => (editList && !isUncut(editList, edits.durationMs) ? previewTimeline(editList) : null),
    [editList, edits.durationMs],
  );
  // The reframe (edit list): drawn only when the source is wider than the frame, like the export.
  const reframable = canReframe(project.videoConfig, frame);
  const change = edits.change;
  const reframe = reframable ? (editList?.reframe ?? null) : null;
  // The face analysis behind it (a job per video): started here, followed while it runs; when it
  // ends the server has written its reframe into the edit list, which the studio takes in.
  const showReframe = orientation !== 'landscape' && reframable;
  const { adoptServerReframe } = edits;
  // Asked once the server has this frame: before that it rightly answers that the video fits its
  // (old) frame, a 409 every time the frame is switched (a clip starts in its source's landscape frame).
  const askReframe = showReframe && project.status === 'ready' && savedOrientation === orientation;
  const analysis = useReframeAnalysis(project.id, orientation, askReframe, {
    // The frame and any pending edit are saved first: the job writes the list on top of them.
    before: flushAll,
    onApplied: () => void adoptServerReframe(),
    onError: showError,
  });
  const suggestion = analysis.status?.state === 'done' ? analysis.status.suggestion : null;
  const setReframeLayout = useCallback(
    (layout: ReframeLayout) =>
      change((l) => ({
        ...l,
        reframe: { layout, keyframes: keyframesForLayout(layout, l.reframe?.keyframes ?? [], suggestion) },
      })),
    [change, suggestion],
  );
  const placeReframeWindow = useCallback(
    (tMs: number, x: number, which: 'x' | 'x2') =>
      change((l) => ({
        ...l,
        reframe: withUserWindow(l.reframe ?? { layout: 'centre', keyframes: [] }, tMs, x, which),
      })),
    [change],
  );
  // The caption document is laid out once, on the frame the export renders, on the edited timeline.
  const drawnCaptions = useMemo(
    () => (timeline ? retimeCaptions(list, timeline.ranges) : list),
    [list, timeline],
  );
  // A chosen translated track is drawn instead of the captions, as the export draws it.
  const tracks = useCaptionTracks(
    project.id,
    style.captionTrack,
    captions.serverChanges,
    timeline?.ranges ?? null,
  );
  const trackPages = tracks.drawnPages;
  // The hook title's events join the same document (the export draws the same events, hook-export.ts).
  const drawnHook = hookTitle.hook;
  const document = useMemo(
    () =>
      withHookTitle(
        buildCaptionDocument({ captions: drawnCaptions, style: style, ...frame, trackPages }),
        drawnHook,
        style,
        frame,
      ),
    [drawnCaptions, style, frame, drawnHook, trackPages],
  );
  // The page emoji, planned from the same pages (drawn over the captions in the preview).
  const emoji = useMemo(
    () => buildEmojiPlan({ captions: drawnCaptions, style: style, ...frame, trackPages }),
    [drawnCaptions, style, frame, trackPages],
  );
  const placement = useMemo(
    () => ({
      xPos: style.xPos,
      yPos: style.yPos,
      onMove: (position: { xPos: number; yPos: number }) => setStyle({ ...style, ...position }),
    }),
    [style, setStyle],
  );
  // A caption edit also carries per-word settings to new words (a split's later parts) and from gone
  // ones (a merge): core's emphasisFollowingEdit. Ids keep the rest with their words.
  const { edit: editCaptionList } = captions;
  const editCaptions = useCallback(
    (next: CaptionList | null) => {
      if (!next) return;
      const followed = emphasisFollowingEdit(style.emphasis, list, next);
      editCaptionList(next);
      if (followed !== style.emphasis) setStyle({ ...style, emphasis: followed });
    },
    [editCaptionList, list, style, setStyle],
  );
  const { srcFor } = ownTrack;
  const music = useMemo(
    () =>
      style.bgMusicActive
        ? {
            src: srcFor(style.bgMusic),
            volume: style.bgVolume,
            // Under the words as spoken, on the edited timeline, as the export lowers it.
            duck: style.bgMusicDuck ? musicDuckSpans(drawnCaptions) : null,
          }
        : null,
    [style.bgMusicActive, style.bgMusic, style.bgVolume, style.bgMusicDuck, drawnCaptions, srcFor],
  );
  const subtitle = useMemo(() => captionText(list), [list]);
  const generate = useCallback(
    (text: string, variant: number) => studioApi.describe(text, variant, project.videoConfig.lang),
    [project.videoConfig.lang],
  );
  const onMetadataError = useCallback(() => {
    setMetadata('failed');
    onNotFound();
  }, [onNotFound]);

  if (metadata === 'failed') return <StudioNotFound onShow={() => undefined} />;

  const tabs = [
    {
      id: 'style',
      label: 'Style',
      panel: (
        <>
          <MyStyles style={style} onChange={setStyle} />
          <StyleTab style={style} onChange={setStyle} />
        </>
      ),
    },
    {
      id: 'captions',
      label: 'Captions',
      panel: (
        <>
          <EmphasisPanel style={style} hindi={project.videoConfig.lang === 'hi'} onChange={setStyle} />
          <EmphasisWords
            list={list}
            activeIndex={activeIndex}
            style={style}
            frame={frame}
            onChange={setStyle}
          />
          <CaptionsTab
            list={list}
            activeIndex={activeIndex}
            meta={source.meta}
            canUndo={captions.canUndo}
            canRedo={captions.canRedo}
            srtHref={srtUrl(project.id)}
            vttHref={vttUrl(project.id)}
            onEdit={editCaptions}
            onUndo={captions.undo}
            onRedo={captions.redo}
            onSeek={(ms) => player.current?.seek(ms)}
            onImport={source.importFile}
            onScript={source.alignScript}
            onMessage={toast.show}
          />
          <TranslationsPanel
            projectId={project.id}
            tracks={tracks.list.data}
            chosen={style.captionTrack ?? null}
            onChoose={(trackId) => setStyle({ ...style, captionTrack: trackId })}
            onMessage={toast.show}
          />
          <CaptionsTools
            project={project}
            list={list}
            meta={source.meta}
            edited={captions.canUndo}
            onEdit={editCaptions}
            emphasis={style.emphasis}
            onEmphasis={(emphasis) => setStyle({ ...style, emphasis })}
            onMessage={toast.show}
          />
        </>
      ),
    },
    {
      id: 'edit',
      label: 'Edit',
      panel: (
        <EditTab
          projectId={project.id}
          words={list}
          edits={edits}
          activeIndex={activeIndex}
          captionsVersion={captions.serverChanges}
          onSeek={(ms) => player.current?.seek(ms)}
          onMessage={toast.show}
        />
      ),
    },
    {
      id: 'boost',
      label: 'Boost',
      panel: (
        <BoostTab
          style={style}
          onStyle={setStyle}
          subtitle={subtitle}
          generate={generate}
          onMessage={toast.show}
          customTrack={ownTrack.label}
          uploadMusic={ownTrack.upload}
          saved={boost.texts}
          onTexts={boost.keep}
          cover={{
            projectId: project.id,
            currentMs: () => player.current?.currentMs() ?? 0,
            shownMs: (ms) => toEditedSeconds(timeline, ms / 1000) * 1000,
            frame,
            wideSource:
              orientationForSize(project.videoConfig.width, project.videoConfig.height) !== 'portrait',
          }}
          hook={hookTitle}
        />
      ),
    },
  ];

  return (
    <div className="studio">
      <header className="studio-topbar" ref={topBar}>
        <Link to="/project" className="studio-back">
          <ArrowLeft aria-hidden size={18} /> Projects
        </Link>
        <InlineRename name={project.name} onRename={rename} className="studio-title-wrap">
          <h1 className="studio-title" title={project.name}>
            {project.name}
          </h1>
        </InlineRename>
        <div className="studio-actions">
          <LiveRegion as="span" className="studio-notices">
            {captions.loadProblem && <span className="studio-notice">{captions.loadProblem}</span>}
            {otherTabs && (
              <span className="studio-notice">
                <span className="studio-badge-long">
                  Also open in another tab: edits in the two overwrite each other
                </span>
                <span className="studio-badge-short" aria-hidden="true">
                  Open in 2 tabs
                </span>
              </span>
            )}
            {exporter.hasRender && !exporter.busy && exporter.stale && (
              <span className="studio-stale">
                <span className="studio-badge-long">Out of date: export again to include your changes</span>
                <span className="studio-badge-short" aria-hidden="true">
                  Out of date
                </span>
              </span>
            )}
          </LiveRegion>
          {exporter.hasRender && !exporter.busy && (
            // No name here: the server names the file after the project.
            <a className="btn btn-secondary" href={downloadUrl(project.id)} download>
              Download
            </a>
          )}
          <button
            type="button"
            className="btn btn-primary"
            aria-busy={exporter.busy}
            onClick={() => void exporter.start()}
          >
            {exporter.busy ? 'Exporting...' : 'Export'}
          </button>
          {exporter.busy && (
            <span className="studio-export-progress" role="status" aria-label="Export progress">
              {exporter.progress}%
            </span>
          )}
          {exporter.busy && (
            <button
              type="button"
              className="btn btn-secondary btn-sm studio-export-cancel"
              disabled={!exporter.cancellable}
              onClick={() => void exporter.cancel()}
            >
              <X aria-hidden size={16} />
              <span className="studio-export-cancel-label">Cancel export</span>
            </button>
          )}
        </div>
      </header>
      {/* The page's main landmark (the waiting and error states have theirs in studio-states.tsx). */}
      <main className="studio-body">
        <aside className="studio-panel">
          <StudioTabs tabs={tabs} selected={tab} onSelect={setTab} />
        </aside>
        <section className="studio-preview" aria-label="Preview" data-frame={orientation}>
          {metadata === 'loading' && <StudioLoading />}
          <PreviewPlayer
            ref={player}
            src={videoUrl(project.id)}
            captions={document}
            timeline={timeline}
            emoji={emoji}
            placement={placement}
            reframe={reframe}
            onReframePlace={reframe && reframe.layout !== 'blur' ? placeReframeWindow : undefined}
            frame={frame}
            orientation={orientation}
            music={music}
            onTime={onTime}
            onMetadata={() => setMetadata('ready')}
            onLoadError={onMetadataError}
          />
          {/* Beside the preview on a desktop (under a wide frame), so the preview and its controls fit
              one laptop screen and stay in view while the tools scroll; beside a phone's portrait
              frame too, so the tabs start right under the preview (studio.css). */}
          <div className="preview-tools">
            <FrameSwitch value={orientation} onChange={setOrientation} />
            {/* Only where there is something to reframe. */}
            {showReframe && (
              <ReframeControl
                value={editList?.reframe?.layout ?? 'blur'}
                enabled={editList !== null && edits.problem === null}
                status={analysis.status}
                starting={analysis.starting}
                onStart={() => void analysis.start()}
                onChange={(layout) => {
                  // Split stacks two speakers: captions at the default height move to the seam.
                  const yPos = captionYForLayout(style.yPos, editList?.reframe?.layout ?? 'blur', layout);
                  if (yPos !== style.yPos) setStyle({ ...style, yPos });
                  setReframeLayout(layout);
                  // Follow needs the speaker found: choosing it starts the analysis when there is none.
                  const state = analysis.status?.state;
                  if (layout === 'follow' && (state === 'none' || state === 'failed')) void analysis.start();
                }}
              />
            )}
            <StudioShortcuts />
          </div>
        </section>
      </main>
    </div>
  );
}
