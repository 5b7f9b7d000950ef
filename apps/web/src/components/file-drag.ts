/** The drag carries files from outside the page (a file manager), not text or an element of the page. */
export const carriesFiles = (event: DragEvent): boolean =>
  event.dataTransfer?.types.includes('Files') ?? false;
