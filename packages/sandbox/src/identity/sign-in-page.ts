export interface SignInChoice {
  email: string;
  givenName: string;
  familyName: string;
  description?: string;
}

/** The development mode's own sign-in, or a rehearsal's stand-in for the organisation's provider. */
export type SignInSetting = 'development' | 'rehearsal';

export interface SignInPageModel {
  formAction: string;
  setting: SignInSetting;
  choices: SignInChoice[];
  typedEmail?: string;
  error?: string;
}

export const invalidEmailMessage = 'Ange en giltig e-postadress';

const pageTitles: Record<SignInSetting, string> = {
  development: 'Kansli – inloggning (utvecklingsläge)',
  rehearsal: 'Kansli – inloggning (övningsmiljö)',
};

const introductions: Record<SignInSetting, string> = {
  development: `Den här inloggningen finns bara i utvecklingsläget. Välj en demoperson eller skriv en e-postadress.
Kansli avgör sedan om personen har behörighet.`,
  rehearsal: `Den här inloggningen står i för organisationens identitetsleverantör i en övning och godtar
vilken e-postadress som helst. Kansli släpper sedan bara in de personer som finns där.`,
};

const styles = `
body{margin:0;font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d1d1f}
main{max-width:32rem;margin:2rem auto;padding:1.5rem 2rem;background:#fff;border-radius:8px;
box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.4rem;margin-top:0}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
ul{list-style:none;padding:0;margin:0}li{margin:.5rem 0}
button{font:inherit;cursor:pointer;border-radius:6px}
.account{display:block;width:100%;text-align:left;padding:.6rem .8rem;border:1px solid #c7cbd1;background:#fff}
.account:hover,.account:focus{border-color:#1565c0;background:#e3f2fd}
.account span{display:block;font-size:.9rem;color:#555}
label{display:block;margin-bottom:.25rem;font-weight:600}
input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #8a9099;border-radius:6px}
.submit{margin-top:.75rem;padding:.5rem 1.25rem;border:0;background:#1565c0;color:#fff}
.error{color:#b00020;margin:.5rem 0 0}
`;

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

// The app's own policy forbids inline styles; these pages carry their own. A form POST that redirects
// is checked against form-action at every hop, so the redirect URIs' origins must be listed too.
export function pageContentSecurityPolicy(formActionOrigins: Iterable<string>): string {
  const origins = [...new Set(formActionOrigins)].join(' ');
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origins}; frame-ancestors 'none'; base-uri 'none'`;
}

export function renderSignInPage(model: SignInPageModel): string {
  const action = escapeHtml(model.formAction);
  const choices = model.choices.map(renderChoice).join('\n');
  const errorId = 'email-error';
  const invalid = model.error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const error = model.error
    ? `<p class="error" id="${errorId}" role="alert">${escapeHtml(model.error)}</p>`
    : '';
  return renderDocument(
    pageTitles[model.setting],
    `
<h1>${escapeHtml(pageTitles[model.setting])}</h1>
<p>${introductions[model.setting]}</p>
${choices ? `<h2>Demopersoner</h2>\n<form method="post" action="${action}">\n<ul>\n${choices}\n</ul>\n</form>\n<h2>Annan e-postadress</h2>` : ''}
<form method="post" action="${action}" novalidate>
<label for="email">E-post</label>
<input id="email" name="email" type="email" required autocomplete="email" value="${escapeHtml(model.typedEmail ?? '')}"${invalid}>
${error}
<button class="submit" type="submit">Logga in</button>
</form>`,
  );
}

export function renderMessagePage(heading: string, message: string, details?: string): string {
  const detailsBlock = details ? `<pre>${escapeHtml(details)}</pre>` : '';
  return renderDocument(
    `Kansli – ${heading.toLowerCase()}`,
    `
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
${detailsBlock}`,
  );
}

function renderChoice(choice: SignInChoice): string {
  const name = `${choice.givenName} ${choice.familyName}`.trim();
  const description = choice.description ? ` <span>${escapeHtml(choice.description)}</span>` : '';
  // Spaces between the parts keep the button's accessible name readable ("Namn e-post beskrivning").
  return `<li><button class="account" type="submit" name="email" value="${escapeHtml(choice.email)}">
<strong>${escapeHtml(name)}</strong> <span>${escapeHtml(choice.email)}</span>${description}</button></li>`;
}

function renderDocument(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>${body}
</main>
</body>
</html>
`;
}
