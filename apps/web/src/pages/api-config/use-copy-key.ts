import { useToast } from '../../components/toast.tsx';

/**
 * Copies a key to the clipboard and says so in a toast; where the browser refuses, the toast says to
 * copy it by hand (the key is on screen, selectable).
 */
export function useCopyKey(): (key: string, copiedMessage: string) => Promise<void> {
  const toast = useToast();
  return async (key, copiedMessage) => {
    try {
      await navigator.clipboard.writeText(key);
      toast.show(copiedMessage, 'success');
    } catch {
      toast.show('Could not copy. Select the key and copy it by hand.', 'error');
    }
  };
}
