import { IntegrationError, type IntegrationHttp, withOwnErrors } from '../http.ts';

type FailureDetails = ConstructorParameters<typeof IntegrationError>[0];

/** The operation name of a send, whose failures other than a refusal may follow a sent SMS. */
export const SMS_SEND = 'SMS send';

/** 46elks' own refusal (a 4xx): the one failure of a send that is sure to have sent nothing. */
const isRefusal = ({ failure, status }: Pick<FailureDetails, 'failure' | 'status'>) =>
  failure === 'status' && status !== undefined && status < 500;

/** What a person at the screen is told, by what went wrong; never a number, a text or a credential. */
function userMessageOf(details: FailureDetails): string {
  const { operation, failure, status } = details;
  if (operation === SMS_SEND && !isRefusal(details)) {
    return 'Kansli fick inget läsbart svar från 46elks, så SMSet kan ha skickats. Det skickas inte igen automatiskt; se leveransstatus eller kontrollera hos 46elks innan det skickas på nytt.';
  }
  if (failure === 'network') return 'Kansli når inte 46elks. Kontrollera adressen och nätverket.';
  if (failure === 'timeout' || (status !== undefined && status >= 500)) {
    return '46elks svarar inte just nu. Försök igen om en stund.';
  }
  if (failure === 'answer') {
    return '46elks svarade med något som Kansli inte kan läsa. Försök igen om en stund, och kontakta systemförvaltaren om felet kvarstår.';
  }
  if (status === 401) {
    return '46elks godtar inte Kanslis inloggning. Be en administratör kontrollera ELKS_USERNAME och ELKS_PASSWORD.';
  }
  if (status === 403) {
    return '46elks nekade anropet, oftast för att kontot saknar kredit. Fyll på kontot hos 46elks eller kontakta systemförvaltaren.';
  }
  if (status === 429) return '46elks tar inte emot fler anrop just nu. Försök igen om en stund.';
  return '46elks avvisade anropet, till exempel för ett ogiltigt nummer eller avsändarnamn. Kontrollera numret och texten.';
}

/** A 46elks call that failed: `message` in English for the log, `userMessage` in Swedish for people. */
export class ElksError extends IntegrationError {
  override name = 'ElksError';
  /** What happened and what to do, without data or secrets. */
  readonly userMessage: string;
  /** The message's id at 46elks, when a send's answer could not be read whole but named it. */
  readonly messageId: string | null;

  constructor(details: FailureDetails, options: ErrorOptions & { messageId?: string | null } = {}) {
    const { messageId = null, ...errorOptions } = options;
    super(details, errorOptions);
    this.userMessage = userMessageOf(details);
    this.messageId = messageId;
  }
}

/**
 * Whether a send that failed may still have reached the phone: only 46elks' refusal (a 4xx) is sure
 * to have sent nothing. A lost or unreadable answer may follow a sent SMS.
 */
export function mayHaveBeenSent(error: unknown): boolean {
  return !(error instanceof IntegrationError && isRefusal(error));
}

/** The shared HTTP helper, its failures given their Swedish words. */
export const withUserMessages = (http: IntegrationHttp): IntegrationHttp =>
  withOwnErrors(http, (error) =>
    error instanceof ElksError ? error : new ElksError(error, { cause: error.cause }),
  );
