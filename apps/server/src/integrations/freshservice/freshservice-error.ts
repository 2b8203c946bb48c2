import { IntegrationError, type IntegrationHttp, withOwnErrors } from '../http.ts';

type FailureDetails = ConstructorParameters<typeof IntegrationError>[0];

/** What a person at the screen is told, by what went wrong; never a ticket's data or the key. */
function userMessageOf({ failure, status }: FailureDetails): string {
  if (failure === 'network') return 'Kansli når inte Freshservice. Kontrollera adressen och nätverket.';
  if (failure === 'timeout' || (status !== undefined && status >= 500)) {
    return 'Freshservice svarar inte just nu. Försök igen om en stund.';
  }
  if (failure === 'answer') {
    return 'Freshservice svarade med något som Kansli inte kan läsa. Försök igen om en stund, och kontakta systemförvaltaren om felet kvarstår.';
  }
  if (status === 401 || status === 403) {
    return 'Freshservice godtar inte Kanslis API-nyckel. Be en administratör kontrollera FRESHSERVICE_API_KEY.';
  }
  if (status === 429) {
    return 'Freshservice tar inte emot fler anrop just nu (gränsen per minut är nådd). Försök igen om en minut.';
  }
  return 'Freshservice avvisade Kanslis fråga. Kontakta systemförvaltaren.';
}

/** A Freshservice call that failed: `message` in English for the log, `userMessage` in Swedish for people. */
export class FreshserviceError extends IntegrationError {
  override name = 'FreshserviceError';
  /** What happened and what to do, without data or secrets. */
  readonly userMessage: string;

  constructor(
    details: FailureDetails,
    options: ErrorOptions & { message?: string; userMessage?: string } = {},
  ) {
    const { message, userMessage, ...errorOptions } = options;
    super(details, errorOptions);
    if (message) this.message = message;
    this.userMessage = userMessage ?? userMessageOf(details);
  }
}

/** The shared HTTP helper, its failures given their Swedish words. */
export const withUserMessages = (http: IntegrationHttp): IntegrationHttp =>
  withOwnErrors(http, (error) =>
    error instanceof FreshserviceError ? error : new FreshserviceError(error, { cause: error.cause }),
  );
