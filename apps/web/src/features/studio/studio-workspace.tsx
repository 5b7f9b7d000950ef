import { buildCaptionDocument, type CaptionList, type RenderEvent } from '@wordreel/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { type PlayerHandle, PreviewPlayer } from './player/preview-player.tsx';
import { BoostTab } from './tabs/boost-tab.tsx';
import { activeWordIndex, captionText } from './tabs/caption-chips.ts';
import { CaptionsTab } from './tabs/captions-tab.tsx';
import { StudioTabs } from './tabs/studio-tabs.tsx';
import { StyleTab } from './tabs/style-tab.tsx';
import { InlineRename } from '../../components/inline-rename.tsx';
import { useToast } from '../../components/toast.tsx';
import { renameProject } from '../../lib/project-name.ts';
import { downloadUrl, srtUrl, type StudioProject, studioApi, videoUrl, vttUrl } from './studio-api.ts';
import { StudioLoading, StudioNotFound } from './studio-states.tsx';
import { useExport } from './use-export.ts';
import { useOwnTrack } from './use-own-track.ts';
import { useStudioCaptions } from './use-studio-captions.ts';
import { useStyleSettings } from './use-style-settings.ts';

/** The export frame: the caption document is laid out once, at the size the export renders. */
const FRAME = { width: 1080, height: 1920, fps: 30 };
const EMPTY: CaptionList = [];

interface StudioWorkspaceProps {
  project: StudioProject;
  /** Hands the loader (which owns the event stream) the export's render-event handler. */
  onRenderListener: (listener: ((event: RenderEvent) => void) | null) => void;
  onNotFound: () => void;
}

/** The studio proper: tools on the left, the portrait preview on the right, Export at the top right. */
export function StudioWorkspace({ project, onRenderListener, onNotFound }: StudioWorkspaceProps) {
  const toast = useToast();
  const showError = useCallback((message: string) => toast.show(message, 'error'), [toast]);
  const [metadata, setMetadata] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tab, setTab] = useState('style');
  const [activeIndex, setActiveIndex] = useState(-1);
  const player = useRef<PlayerHandle>(null);
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

  const { style, setStyle, flush } = useStyleSettings(project.id, project.style, showError);
  const captions = useStudioCaptions(project.id, true, showError);
  const exporter = useExport(project.id, style, flush, showError);
  const ownTrack = useOwnTrack(project.id);
  const meta = useQuery({
    queryKey: ['captions-meta', project.id, project.status],
    queryFn: () => studioApi.captionsMeta(project.id),
  });

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

  const document = useMemo(() => buildCaptionDocument({ captions: list, style, ...FRAME }), [list, style]);
  const { srcFor } = ownTrack;
  const music = useMemo(
    () => (style.bgMusicActive ? { src: srcFor(style.bgMusic), volume: style.bgVolume } : null),
    [style.bgMusicActive, style.bgMusic, style.bgVolume, srcFor],
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
    { id: 'style', label: 'Style', panel: <StyleTab style={style} onChange={setStyle} /> },
    {
      id: 'captions',
      label: 'Captions',
      panel: (
        <CaptionsTab
          list={list}
          activeIndex={activeIndex}
          meta={meta.data ?? null}
          canUndo={captions.canUndo}
          canRedo={captions.canRedo}
          srtHref={srtUrl(project.id)}
          vttHref={vttUrl(project.id)}
          onEdit={captions.edit}
          onUndo={captions.undo}
          onRedo={captions.redo}
          onSeek={(ms) => player.current?.seek(ms)}
          onImport={async (text) => {
            await studioApi.importCaptions(project.id, text);
            await captions.reload();
          }}
          onScript={async (text) => {
            await studioApi.alignScript(project.id, text);
            await captions.reload();
          }}
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
        />
      ),
    },
  ];

  return (
    <div className="studio">
      <header className="studio-topbar">
        <Link to="/project" className="studio-back">
          <ArrowLeft aria-hidden size={18} /> Projects
        </Link>
        <InlineRename name={project.name} onRename={rename} className="studio-title-wrap">
          <h1 className="studio-title" title={project.name}>
            {project.name}
          </h1>
        </InlineRename>
        <div className="studio-actions">
          {exporter.hasRender && !exporter.busy && (
            <a className="btn btn-secondary" href={downloadUrl(project.id)} download="video.mp4">
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
        </div>
      </header>
      <div className="studio-body">
        <aside className="studio-panel">
          <StudioTabs tabs={tabs} selected={tab} onSelect={setTab} />
        </aside>
        <section className="studio-preview" aria-label="Preview">
          {metadata === 'loading' && <StudioLoading />}
          <PreviewPlayer
            ref={player}
            src={videoUrl(project.id)}
            captions={document}
            music={music}
            onTime={onTime}
            onMetadata={() => setMetadata('ready')}
            onLoadError={onMetadataError}
          />
        </section>
      </div>
    </div>
  );
}
