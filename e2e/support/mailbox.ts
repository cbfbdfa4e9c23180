/** Reading an own site's development mailbox (/dev/mailbox) as a person reads their e-mail. */
export interface MailboxEmail {
  subject: string;
  to: string;
  text: string;
}

const unescape = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replaceAll('&amp;', '&');

/** Every e-mail the mailbox lists (newest first). */
export async function mailbox(origin: string): Promise<MailboxEmail[]> {
  const html = await (await fetch(`${origin}/dev/mailbox`)).text();
  return html
    .split('<article>')
    .slice(1)
    .map((article) => ({
      subject: unescape(/<h2>([\s\S]*?)<\/h2>/.exec(article)?.[1] ?? ''),
      to: unescape(/<p>To ([^,]+),/.exec(article)?.[1] ?? ''),
      text: unescape(/<pre>([\s\S]*?)<\/pre>/.exec(article)?.[1] ?? ''),
    }));
}

/** The e-mails to `to` whose subject starts with `subject`, waiting up to `timeoutMs` for one. */
export async function waitForEmails(
  origin: string,
  to: string,
  subject: string,
  timeoutMs = 15_000,
): Promise<MailboxEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailbox(origin)).filter(
      (email) => email.to === to && email.subject.startsWith(subject),
    );
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The path and query of a link (e-mails name the configured origin, not the test's port). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
