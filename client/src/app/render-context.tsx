import { createContext, useContext } from 'react';

/** What a page needs to know about where it is rendered. */
export interface RenderInfo {
  /** The site's public origin (PUBLIC_URL), for canonical and Open Graph URLs: the same on server and client. */
  publicUrl: string;
  /** On the server: takes the page's HTTP status (the 404 page's). */
  reportStatus?: (status: number) => void;
}

const RenderContext = createContext<RenderInfo>({ publicUrl: '' });

export const RenderInfoProvider = RenderContext.Provider;

/** An absolute URL on the public origin. */
export function useAbsoluteUrl(): (path: string) => string {
  const { publicUrl } = useContext(RenderContext);
  return (path) => new URL(path, publicUrl || 'http://localhost').toString();
}

/** Sets the response's status when the page is rendered on the server; nothing in the browser. */
export function useHttpStatus(status: number): void {
  useContext(RenderContext).reportStatus?.(status);
}
