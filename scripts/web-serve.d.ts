import type { Server } from 'node:http';

export function serveWeb(root: string, port: number): Promise<Server>;
