/** SPEC 9 transaction filter, shared by the orders and the K-coin records. */
export const ORDER_RANGES = ['all', 'today', 'last7', 'last30'] as const;
export type TOrderRange = (typeof ORDER_RANGES)[number];

export interface TPageRequest {
  current: number;
  size: number;
  range: TOrderRange;
}
