import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/client.ts';
import type { CampusClient } from '../integrations/campus/client.ts';
import type { SmsGateway } from '../integrations/elks/client.ts';
import type { FlexClient } from '../integrations/flex/client.ts';
import type { FreshserviceClient } from '../integrations/freshservice/client.ts';
import type { WorkspaceSettings } from '../integrations/google/config.ts';
import type { DirectoryClient } from '../integrations/google/directory-client.ts';
import type { SheetsClient } from '../integrations/google/sheets-client.ts';
import type { StorageClient, StorageFiles } from '../integrations/google/storage-client.ts';
import type { SignInProvider } from '../integrations/identity/sign-in-provider.ts';
import type { VismaClient } from '../integrations/visma/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Clock } from './clock.ts';

/** The clients of the outside systems, each behind its interface. */
export interface Integrations {
  signIn: SignInProvider;
  /** Undefined where Visma is not set up: invoicing then answers that it is not available. */
  visma: VismaClient | undefined;
  /** Undefined where no Google service account is set up: the export then answers 503. */
  sheets?: SheetsClient | undefined;
  /** The campus platform and where its admin pages are; undefined where not set up (publishing answers 503). */
  campus?: { client: CampusClient; adminUrl: string } | undefined;
  /**
   * Google Directory: users (`client`, where staff accounts go), groups (`groupClient`) and Chrome OS
   * devices (`deviceClient`), each with a token of its own scope; undefined without a service account (503).
   */
  directory?:
    | {
        client: DirectoryClient;
        groupClient?: DirectoryClient;
        deviceClient?: DirectoryClient;
        workspace: WorkspaceSettings;
      }
    | undefined;
  /** Flex (HR and payroll); undefined where not set up (503). */
  flex?: FlexClient | undefined;
  /** The bucket of the school systems' export files; undefined where not set up (503). */
  storage?: StorageClient | undefined;
  /** The bucket of the study-buddy's attached files; undefined where not set up (503). */
  studybuddyFiles?: StorageFiles | undefined;
  /** Freshservice, where the Chromebook device cases are; undefined where not set up (503). */
  freshservice?: FreshserviceClient | undefined;
  /** The SMS gateway and how the card sends through it; undefined where not set up (503). */
  sms?: SmsIntegration | undefined;
}

export interface SmsIntegration {
  gateway: SmsGateway;
  /** The sender the phones show. */
  sender: string;
  /** How many SMS a minute are handed to the gateway. */
  perMinute: number;
  /** The secret in the delivery-report URL, which only the gateway is told. */
  reportSecret: string;
  /** Where the gateway posts a message's delivery report: the app's address with the secret. */
  reportUrl: string;
}

/**
 * What every service is given: who acts (and as whom), the database or the open transaction, the clock
 * and the outside systems. Services read nothing of these from anywhere else.
 */
export interface RequestContext {
  readonly actor: Actor;
  /** The database; inside `transaction`, the open transaction. */
  readonly db: Db;
  readonly clock: Clock;
  readonly integrations: Integrations;
  /** Work handed to the background (pg-boss). */
  readonly jobs: JobQueue;
  /**
   * Runs the work in one transaction with a context of its own. While it runs, this context's `db`
   * refuses to answer, so no write can slip past the transaction.
   */
  transaction<T>(work: (tx: RequestContext) => Promise<T>): Promise<T>;
  /** This context, its transactions run by those of the Idempotency-Key the request holds. */
  holdingKey(keyed: KeyedTransactions): RequestContext;
}

/**
 * How the transactions of a request holding an Idempotency-Key run: each keeps what it returns in the
 * key's row before it commits, so a retry after a lost answer gets what a committed try returned
 * instead of writing again.
 */
export interface KeyedTransactions {
  run<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T>;
}

export class OpenTransactionError extends Error {
  constructor() {
    super("A transaction is open on this context: use the transaction's context inside it");
  }
}

export function createRequestContext(
  parts: { actor: Actor; clock: Clock; integrations: Integrations; jobs: JobQueue },
  db: Db,
  keyed?: KeyedTransactions,
): RequestContext {
  let transactionOpen = false;
  return {
    ...parts,
    get db() {
      if (transactionOpen) throw new OpenTransactionError();
      return db;
    },
    async transaction(work) {
      if (transactionOpen) throw new OpenTransactionError();
      transactionOpen = true;
      try {
        const inTransaction = (tx: Db) => work(createRequestContext(parts, tx));
        return await (keyed ? keyed.run(db, inTransaction) : db.transaction(inTransaction));
      } finally {
        transactionOpen = false;
      }
    },
    holdingKey: (held) => createRequestContext(parts, db, held),
  };
}
