import type { FastifyReply } from 'fastify';

/** A page of a list and the count of every matching row (sent as X-Total-Count). */
export interface Page<T> {
  rows: T[];
  total: number;
}

export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header('X-Total-Count', page.total);
  return page.rows;
}
