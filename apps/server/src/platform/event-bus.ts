import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './db';

/** What a subscriber hears: an event for its user, or word that events may have been lost meanwhile. */
export type BusMessage = { type: 'event'; payload: unknown } | { type: 'resync' };
export type BusListener = (message: BusMessage) => void;

/**
 * Events for one user's open pages, from whichever process made them (docs/decisions.md "Live task
 * events"). PostgreSQL carries them between processes with LISTEN/NOTIFY; the embedded PGlite database
 * belongs to one process, so there they go straight from publisher to subscriber.
 */
export interface EventBus {
  publish(userId: number, payload: unknown): Promise<void>;
  /** Resolves once events published by any process reach the listener; returns the unsubscribe. */
  subscribe(userId: number, listener: BusListener): Promise<() => void>;
  /** Subscribers in this process, for tests and health checks. */
  subscriberCount(): number;
  close(): Promise<void>;
}

const CHANNEL = 'orator_user_events';
/** Waits before the listener connection is opened again, doubling up to the last. */
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000, 10_000, 30_000];
const CONNECT_TIMEOUT_MS = 10_000;

interface Notice {
  userId: number;
  payload: unknown;
}

export function createEventBus(database: Database, log: Logger): EventBus {
  return database.connectionString
    ? createPostgresEventBus(database, database.connectionString, log)
    : createLocalEventBus();
}

/** The listeners of this process, by user. */
function createSubscribers() {
  const byUser = new Map<number, Set<BusListener>>();
  return {
    add(userId: number, listener: BusListener): () => void {
      const listeners = byUser.get(userId) ?? new Set();
      listeners.add(listener);
      byUser.set(userId, listeners);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) byUser.delete(userId);
      };
    },
    deliver(userId: number, message: BusMessage) {
      for (const listener of byUser.get(userId) ?? []) listener(message);
    },
    deliverToAll(message: BusMessage) {
      for (const listeners of byUser.values()) for (const listener of listeners) listener(message);
    },
    count: () => [...byUser.values()].reduce((sum, listeners) => sum + listeners.size, 0),
  };
}

function createLocalEventBus(): EventBus {
  const subscribers = createSubscribers();
  return {
    publish: async (userId, payload) => subscribers.deliver(userId, { type: 'event', payload }),
    subscribe: async (userId, listener) => subscribers.add(userId, listener),
    subscriberCount: subscribers.count,
    close: async () => undefined,
  };
}

/**
 * One LISTEN connection per process, opened when its first page subscribes (workers only publish and never
 * open it). NOTIFY is not stored: while the connection is lost, events are, so once it is back every
 * subscriber is told to resync.
 */
function createPostgresEventBus(database: Database, url: string, log: Logger): EventBus {
  const subscribers = createSubscribers();
  let listening: Promise<pg.Client> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let isClosed = false;

  function receive(message: pg.Notification) {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const notice = JSON.parse(message.payload) as Notice;
      subscribers.deliver(notice.userId, { type: 'event', payload: notice.payload });
    } catch (error) {
      log.warn({ err: error }, 'unreadable event notification');
    }
  }

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    let isLost = false;
    const lose = (error?: Error) => {
      if (isLost) return;
      isLost = true;
      if (error) log.warn({ err: error }, 'event listener connection lost');
      void client.end().catch(() => undefined);
      listening = undefined;
      if (!isClosed && subscribers.count() > 0) scheduleReconnect();
    };
    client.on('notification', receive);
    client.on('error', lose);
    client.on('end', () => lose());
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    failures = 0;
    return client;
  }

  function scheduleReconnect() {
    if (reconnectTimer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (isClosed || subscribers.count() === 0) return;
      ensureListening().then(
        () => subscribers.deliverToAll({ type: 'resync' }),
        () => scheduleReconnect(),
      );
    }, delay);
  }

  function ensureListening(): Promise<pg.Client> {
    listening ??= connect().catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    return listening;
  }

  return {
    async publish(userId, payload) {
      const notice: Notice = { userId, payload };
      await database.executeSql('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(notice)]);
    },
    async subscribe(userId, listener) {
      await ensureListening();
      return subscribers.add(userId, listener);
    },
    subscriberCount: subscribers.count,
    async close() {
      isClosed = true;
      clearTimeout(reconnectTimer);
      const client = await listening?.catch(() => undefined);
      await client?.end().catch(() => undefined);
    },
  };
}
