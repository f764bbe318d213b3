// PGlite is one database session. kysely-pglite hands that session to every caller at once, so two requests'
// transactions would interleave: one's COMMIT would commit the other's half-done work, one's ROLLBACK would
// undo the other's writes. This dialect lends the session to one caller at a time, as a pool of one would.
import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from "kysely";

class OneConnectionAtATimeDriver implements Driver {
  readonly #driver: Driver;
  /** Settles when the caller holding the session gives it back. */
  #released: Promise<void> = Promise.resolve();
  readonly #release = new WeakMap<DatabaseConnection, () => void>();

  constructor(driver: Driver) {
    this.#driver = driver;
  }

  init(): Promise<void> {
    return this.#driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#released;
    let release!: () => void;
    this.#released = new Promise((resolve) => (release = resolve));
    await previous;
    try {
      const connection = await this.#driver.acquireConnection();
      this.#release.set(connection, release);
      return connection;
    } catch (error) {
      release();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#driver.releaseConnection(connection);
    } finally {
      this.#release.get(connection)?.();
      this.#release.delete(connection);
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#driver.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#driver.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#driver.rollbackTransaction(connection);
  }

  destroy(): Promise<void> {
    return this.#driver.destroy();
  }
}

export function oneConnectionAtATime(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new OneConnectionAtATimeDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
