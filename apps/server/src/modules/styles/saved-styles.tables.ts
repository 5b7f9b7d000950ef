/** A creator's saved look (decision 072). */
export interface SavedStyleTable {
  id: string;
  userId: string;
  name: string;
  /** The name lower-cased: unique per account, so "Brand" and "brand" are one name. */
  nameKey: string;
  /** JSON of the look (core's `savedStyleLookSchema`). */
  style: string;
  /** 1: new uploads start with it (at most one per account); 0 otherwise. */
  isDefault: number;
  createdAt: number;
  updatedAt: number;
}

export interface SavedStyleTables {
  savedStyle: SavedStyleTable;
}
