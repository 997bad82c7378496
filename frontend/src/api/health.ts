import { api } from './client';

export interface Health {
  status: string;
  [key: string]: unknown;
}

export function getHealth(): Promise<Health> {
  return api.get<Health>('/health');
}
