import { Move } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { X_POS, Y_POS } from '@wordreel/core';
import { framePercentLabel, placementAt, SAFE_AREAS } from './caption-placement.ts';

interface CaptionPlacerProps {
  xPos: number;
  yPos: number;
  /** Safe-area guides only mean something on the portrait frame. */
  portrait: boolean;
  onMove: (position: { xPos: number; yPos: number }) => void;
}

/**
 * A handle at the caption block's centre: drag it over the preview to place the captions (snapping
 * to the centre lines; while dragging, the centre lines and the areas TikTok, Reels and Shorts cover
 * show), or move it with the arrow keys.
 */
export function CaptionPlacer({ xPos, yPos, portrait, onMove }: CaptionPlacerProps) {
  const layer = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ snappedX: boolean; snappedY: boolean } | null>(null);

  const moveTo = (e: PointerEvent) => {
    const box = layer.current?.getBoundingClientRect();
    if (!box) return;
    const next = placementAt({ x: e.clientX, y: e.clientY }, box);
    setDrag({ snappedX: next.snappedX, snappedY: next.snappedY });
    onMove({ xPos: next.xPos, yPos: next.yPos });
  };

  const onKey = (e: KeyboardEvent) => {
    const step = e.shiftKey ? 5 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    e.stopPropagation();
    onMove({
      xPos: Math.min(X_POS.max, Math.max(X_POS.min, xPos + move[0])),
      yPos: Math.min(Y_POS.max, Math.max(Y_POS.min, yPos + move[1])),
    });
  };

  return (
    <div ref={layer} className="caption-placer" data-dragging={drag !== null}>
      {drag && (
        <>
          <div className="caption-guide caption-guide-v" data-snapped={drag.snappedX} />
          <div className="caption-guide caption-guide-h" data-snapped={drag.snappedY} />
          {portrait &&
            SAFE_AREAS.map((area) => (
              <div
                key={area.app}
                className="caption-safe-area"
                data-app={area.app}
                style={{ top: `${area.top}%`, right: `${area.right}%`, bottom: `${area.bottom}%` }}
              >
                <span>{area.app}</span>
              </div>
            ))}
        </>
      )}
      <button
        type="button"
        className="caption-handle"
        aria-label={`Move captions (${framePercentLabel(xPos)} across, ${framePercentLabel(yPos)} down)`}
        title="Drag to place the captions"
        style={{ left: `${xPos}%`, top: `${yPos}%` }}
        onPointerDown={(e) => {
          e.stopPropagation();
          e.currentTarget.setPointerCapture(e.pointerId);
          moveTo(e);
        }}
        onPointerMove={(e) => {
          if (e.currentTarget.hasPointerCapture(e.pointerId)) moveTo(e);
        }}
        onPointerUp={(e) => {
          e.currentTarget.releasePointerCapture(e.pointerId);
          setDrag(null);
        }}
        onPointerCancel={() => setDrag(null)}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={onKey}
      >
        <Move aria-hidden size={14} />
      </button>
    </div>
  );
}
