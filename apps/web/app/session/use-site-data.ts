import { useRouteLoaderData } from 'react-router';
import type { SiteData } from './site-data.ts';

/** The root loader's data; undefined only while an error boundary renders without it. */
export const useSiteData = (): SiteData | undefined => useRouteLoaderData<SiteData>('root');
