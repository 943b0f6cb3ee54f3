declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite dump, migrated with the queue's tables, each test app's database starts from; '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export {};
