import type { OutboxMail } from '@steekwerk/model';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { accountErrorText } from '../../account/accountErrorText';
import { hasStatus } from '../../api/ajaxError';
import { useDocumentTitle } from '../../ui/pageTitle';
import { useAppServices } from '../../services/appServices';
import { nl } from '../../i18n/nl';

type Outbox =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; mails: readonly OutboxMail[] };

/**
 * `/nl/email`: the development outbox (`GET email/outbox`), newest first, each mail with its recipient,
 * subject, text and a link to open its link. The server answers 404 where mail really goes out.
 */
export function EmailPage() {
  useDocumentTitle(nl.pages.email.title);
  const { accountApi } = useAppServices();
  const [outbox, setOutbox] = useState<Outbox>({ kind: 'loading' });
  const [loadCount, setLoadCount] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    accountApi.fetchOutbox(controller.signal).then(
      ({ mails }) => setOutbox({ kind: 'loaded', mails: [...mails].sort(newestFirst) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setOutbox(
          hasStatus(error, 404)
            ? { kind: 'unavailable' }
            : { kind: 'failed', message: accountErrorText(error) },
        );
      },
    );
    return () => controller.abort();
  }, [accountApi, loadCount]);

  return (
    <article className="page">
      <h1>{nl.pages.email.heading}</h1>
      <p>{nl.pages.email.text}</p>
      {outbox.kind !== 'unavailable' && (
        <p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setOutbox({ kind: 'loading' });
              setLoadCount((count) => count + 1);
            }}
          >
            {nl.account.outboxRefresh}
          </button>
        </p>
      )}
      {outbox.kind === 'loading' && <p role="status">{nl.account.outboxLoading}</p>}
      {outbox.kind === 'unavailable' && <p role="alert">{nl.account.outboxUnavailable}</p>}
      {outbox.kind === 'failed' && <p role="alert">{outbox.message}</p>}
      {outbox.kind === 'loaded' && outbox.mails.length === 0 && <p>{nl.account.outboxEmpty}</p>}
      {outbox.kind === 'loaded' && outbox.mails.length > 0 && (
        <ol className="outbox">
          {outbox.mails.map((mail) => (
            <li key={mail.id}>
              <OutboxMailView mail={mail} />
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

function newestFirst(a: OutboxMail, b: OutboxMail): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}

const dateFormat = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short' });

function OutboxMailView({ mail }: { mail: OutboxMail }) {
  const headingId = `mail-${mail.id}-subject`;
  const sent = new Date(mail.createdAt);
  return (
    <article className="outbox__mail" aria-labelledby={headingId}>
      <h2 id={headingId}>{mail.subject}</h2>
      <p>
        {nl.account.outboxTo} {mail.to}
        {Number.isNaN(sent.getTime()) ? null : (
          <>
            {' · '}
            {nl.account.outboxSent} <time dateTime={mail.createdAt}>{dateFormat.format(sent)}</time>
          </>
        )}
      </p>
      <pre className="outbox__text">{mail.text}</pre>
      {mail.link !== null && <MailLink link={mail.link} />}
    </article>
  );
}

/** A mail's link: inside the app through the router, elsewhere (http and https only) in a new tab. */
function MailLink({ link }: { link: string }) {
  let url: URL;
  try {
    url = new URL(link, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin === window.location.origin) {
    return (
      <p>
        <Link className="button button--primary" to={`${url.pathname}${url.search}${url.hash}`}>
          {nl.account.outboxOpenLink}
        </Link>
      </p>
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return (
    <p>
      <a className="button button--primary" href={url.href} target="_blank" rel="noopener noreferrer">
        {nl.account.outboxOpenLink}
      </a>
    </p>
  );
}
