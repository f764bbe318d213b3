// POST /api/storage/chat-media and GET /api/storage/chat-media/:path: private chat attachments.
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.ts";

export interface StorageRouteOptions {
  db: Db;
  staffToken: string | undefined;
}

export async function storageRoutes(_app: FastifyInstance, _options: StorageRouteOptions) {}
