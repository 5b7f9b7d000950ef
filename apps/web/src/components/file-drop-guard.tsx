import { useEffect } from 'react';
import { useToast } from './toast.tsx';
import { carriesFiles } from './file-drag.ts';

const DROP_ELSEWHERE_MESSAGE = 'To upload a video, drop it on your Projects page.';

const onFileInput = (event: DragEvent) =>
  event.target instanceof HTMLInputElement && event.target.type === 'file';

/**
 * A file dropped where nothing takes it would make the browser leave the app to show the file (a
 * studio with unsaved typing included). On every page: such drops are refused with a message. A page
 * that takes drops (the dashboard) handles them first and marks them handled; a file input takes its own.
 */
export function FileDropGuard() {
  const toast = useToast();
  useEffect(() => {
    const over = (event: DragEvent) => {
      if (!carriesFiles(event) || event.defaultPrevented || onFileInput(event)) return;
      event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event) || event.defaultPrevented || onFileInput(event)) return;
      event.preventDefault();
      toast.show(DROP_ELSEWHERE_MESSAGE, 'error');
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [toast]);
  return null;
}
