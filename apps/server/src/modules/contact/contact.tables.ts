export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: number;
}

export interface ContactTables {
  contactMessage: ContactMessageTable;
}
