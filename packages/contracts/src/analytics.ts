import { z } from 'zod';

export const AnalyticsApi = {
  /** Sent by the web app after each navigation (SPEC 7 "Analytics"). */
  pageView: '/analytics/v1/pageView',
} as const;

export const ZPageViewEvent = z.object({
  path: z.string().min(1).max(512),
  title: z.string().max(256).optional(),
  referrer: z.string().max(512).optional(),
  locale: z.string().max(8).optional(),
  source: z.string().max(64).optional(),
  via: z.string().max(64).optional(),
  /** The device identity id (request-id header) when the page has one. */
  identityId: z.string().max(64).optional(),
});
export type TPageViewEvent = z.infer<typeof ZPageViewEvent>;
