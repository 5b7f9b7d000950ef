export interface UserVocabularyTable {
  userId: string;
  /** JSON array of terms, in the user's order. */
  terms: string;
  updatedAt: number;
}

export interface VocabularyTables {
  userVocabulary: UserVocabularyTable;
}
