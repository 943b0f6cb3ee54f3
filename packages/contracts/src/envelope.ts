export interface TEnvelope<T = unknown> {
  code: number | string;
  data: T;
  message?: string;
  msg?: string;
}

export interface TPage<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}
