/** A project waiting for the reframe analysis of the video it plays (see migration 0012). */
export interface ReframeRequestTable {
  projectId: string;
  mediaId: string;
  createdAt: number;
}

export interface ReframeTables {
  reframeRequest: ReframeRequestTable;
}
