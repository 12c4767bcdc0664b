import {
  emailAddressSchema,
  type ChartProperties,
  type ChartShareRequest,
  type ChartSharing,
} from '@steekwerk/model';
import { useId, useState, type FormEvent } from 'react';
import { useChartsServices } from '../../charts/chartsServices';
import { chartPath } from '../../charts/listRules';
import { nl } from '../../i18n/nl';
import { failureText } from '../browse/FolderDialogs';
import { ChartScreen } from './ChartScreen';
import { QrCodeImage } from './QrCodeImage';

/**
 * `/nl/c/{chartId}/share` (spec §2, §3): the public link on or off (allowAnonymous), sharing with users by e-mail
 * (allowUsers), whether others may copy (allowClone) and download (allowExport); the link to copy and its QR code.
 * A locked chart can be shared too (spec §6). Each change is saved at once.
 */
export function ChartSharePage() {
  return <ChartScreen texts={nl.pages.chartShare}>{(chart) => <ShareForm chart={chart} />}</ChartScreen>;
}

/** The chart's address people open. */
export function publicLink(chartId: string, origin: string = window.location.origin): string {
  return `${origin}${chartPath(chartId)}`;
}

function ShareForm({ chart }: { chart: ChartProperties }) {
  const texts = nl.chartScreens.share;
  const id = useId();
  const { api } = useChartsServices();
  const [sharing, setSharing] = useState<ChartSharing>({
    allowAnonymous: chart.allowAnonymous,
    allowUsers: chart.allowUsers,
    allowClone: chart.allowClone,
    allowExport: chart.allowExport,
  });
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  if (!chart.ownedByUser) return <p>{nl.chartScreens.ownerOnly}</p>;
  const link = publicLink(chart.chartId);

  /** Shows the change at once and saves it; the server's answer replaces it, a failure takes it back. */
  const change = async (changes: ChartShareRequest): Promise<boolean> => {
    const before = sharing;
    setSharing({ ...sharing, ...changes });
    setBusy(true);
    setError(undefined);
    setStatus(undefined);
    try {
      const answer = await api.share(chart.chartId, changes);
      if (answer.status !== 'ok') {
        setSharing(before);
        setError(nl.charts.refusals[answer.reason]);
        return false;
      }
      setSharing(answer.sharing);
      setStatus(texts.shared);
      return true;
    } catch (caught) {
      setSharing(before);
      setError(failureText(caught));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const addUser = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailAddressSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? nl.charts.failed);
      return;
    }
    if (await change({ allowUsers: [...sharing.allowUsers, parsed.data] })) setEmail('');
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus(texts.copied);
    } catch {
      setError(texts.copyFailed);
    }
  };

  const checkbox = (key: 'allowAnonymous' | 'allowClone' | 'allowExport', label: string) => (
    <label className="chart-screen__check">
      <input
        type="checkbox"
        checked={sharing[key]}
        disabled={busy}
        onChange={(event) => void change({ [key]: event.target.checked })}
      />
      {label}
    </label>
  );

  return (
    <div className="chart-share">
      {checkbox('allowAnonymous', texts.public)}
      {sharing.allowAnonymous && (
        <div className="chart-share__link">
          <label htmlFor={`${id}-link`}>{texts.link}</label>
          <div className="chart-share__link-row">
            <input id={`${id}-link`} readOnly value={link} onFocus={(event) => event.target.select()} />
            <button type="button" className="button" onClick={() => void copy()}>
              {texts.copy}
            </button>
          </div>
          <QrCodeImage text={link} label={texts.qr} />
        </div>
      )}
      <section aria-labelledby={`${id}-users`}>
        <h2 id={`${id}-users`}>{texts.users}</h2>
        {sharing.allowUsers.length === 0 ? (
          <p>{texts.noUsers}</p>
        ) : (
          <ul className="chart-share__users">
            {sharing.allowUsers.map((address) => (
              <li key={address}>
                {address}{' '}
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-label={texts.remove(address)}
                  onClick={() =>
                    void change({ allowUsers: sharing.allowUsers.filter((other) => other !== address) })
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="chart-share__add"
          onSubmit={(event) => void addUser(event)}
          aria-label={texts.users}
          noValidate
        >
          <label htmlFor={`${id}-email`}>{texts.email}</label>
          <input
            id={`${id}-email`}
            type="email"
            value={email}
            autoComplete="off"
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="button" disabled={busy}>
            {texts.add}
          </button>
        </form>
      </section>
      {checkbox('allowClone', texts.allowClone)}
      {checkbox('allowExport', texts.allowExport)}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {status && (
        <p className="form-success" role="status">
          {status}
        </p>
      )}
    </div>
  );
}
