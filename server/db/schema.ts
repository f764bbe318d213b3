// Table types for Kysely; each migration that adds a table adds its type here.
import type { Generated } from "kysely";

export interface PageViewsTable {
  id: Generated<string>;
  path: string;
  language: string;
  created_at: Generated<Date>;
}

export interface Database {
  page_views: PageViewsTable;
}
