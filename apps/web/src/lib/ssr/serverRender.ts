import { createContext, useContext } from 'react';
import type { HeadTags } from '@/lib/head/headTags';

/**
 * What a server render learns from the pages it renders: the head tags of the page (written into
 * the document's `<head>` by the server, not into the body) and the HTTP status (404 for the
 * not-found page). One per render; absent in the browser.
 */
export interface ServerRender {
  setHead(head: HeadTags): void;
  setStatus(status: number): void;
}

/** Present only while the server renders a page (`entry-server.tsx`). */
export const ServerRenderContext = createContext<ServerRender | null>(null);

/**
 * The server render this component is part of, or null in the browser. Components report what
 * the server needs during render: a server render runs each component once and reads what was
 * reported when the render has ended.
 *
 * @example
 * useServerRender()?.setStatus(404);
 */
export const useServerRender = (): ServerRender | null => useContext(ServerRenderContext);
