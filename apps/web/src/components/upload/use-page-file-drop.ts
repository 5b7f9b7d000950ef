import { useEffect, useRef, useState } from 'react';
import { carriesFiles } from '../file-drag.ts';

const DROP_ONE_VIDEO_MESSAGE = 'Drop one video at a time.';
const DROP_BEHIND_DIALOG_MESSAGE = 'Close the open window first, then drop the video again.';

const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * Lets a file be dragged from the desktop onto the whole page: `dragging` is true while one is over it,
 * and the dropped file goes to `onFile`. Without this a dropped video would make the browser leave
 * the app to play it. While a dialog is open the drop is refused with `onRefused`, so an upload in
 * progress in the preview is never swapped for another file.
 */
export function usePageFileDrop(
  onFile: (file: File) => void,
  onRefused: (message: string) => void,
): { dragging: boolean } {
  const [dragging, setDragging] = useState(false);
  const latest = useRef({ onFile, onRefused });
  useEffect(() => {
    latest.current = { onFile, onRefused };
  });
  useEffect(() => {
    // dragenter and dragleave fire for every element crossed: count them to know when it left the page.
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth += 1;
      // Behind a dialog the drop is refused: no promise that it will be taken.
      setDragging(!dialogOpen());
    };
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const files = [...(event.dataTransfer?.files ?? [])];
      if (dialogOpen()) {
        latest.current.onRefused(DROP_BEHIND_DIALOG_MESSAGE);
      } else if (files.length > 1) {
        latest.current.onRefused(DROP_ONE_VIDEO_MESSAGE);
      } else if (files[0]) {
        latest.current.onFile(files[0]);
      }
    };
    document.addEventListener('dragenter', enter);
    document.addEventListener('dragover', over);
    document.addEventListener('dragleave', leave);
    document.addEventListener('drop', drop);
    return () => {
      document.removeEventListener('dragenter', enter);
      document.removeEventListener('dragover', over);
      document.removeEventListener('dragleave', leave);
      document.removeEventListener('drop', drop);
    };
  }, []);
  return { dragging };
}
