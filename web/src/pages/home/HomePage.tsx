import { isLoggedIn, type ChartListEntry } from '@steekwerk/model';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAccount } from '../../account/useAccount';
import { useDocumentTitle } from '../../ui/pageTitle';
import { useChartsServices } from '../../charts/chartsServices';
import { displayTitle, firstPageSize } from '../../charts/listRules';
import { followPdfPath } from '../../chartFiles/follow/followPdfPath';
import { nl } from '../../i18n/nl';
import { followPdfLinkTexts } from '../../i18n/nlFollowPdfLink';
import '../browse/charts.css';
import { Landing } from './Landing';
import { HomeNotifications } from './notifications/HomeNotifications';

const texts = nl.pages.home;

/** `/nl`: the visitor's landing page, or the personal home of a logged-in user (spec §1). */
export function HomePage() {
  const loggedIn = useAccount((state) => isLoggedIn(state.user));
  return loggedIn ? <PersonalHome /> : <Landing />;
}

type Loaded<Value> = { status: 'loading' } | { status: 'ready'; value: Value } | { status: 'failed' };

/** Notifications, the charts opened last (one row), and links to all charts and the community group. */
function PersonalHome() {
  useDocumentTitle(texts.personalTitle);
  const { api } = useChartsServices();
  const [recent, setRecent] = useState<Loaded<ChartListEntry[]>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    api.list({ folder: 'all', order: 'dateOpened', limit: firstPageSize(true) }, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setRecent(answer.status === 'ok' ? { status: 'ready', value: answer.charts } : { status: 'failed' });
      },
      () => !controller.signal.aborted && setRecent({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [api]);

  return (
    <article className="page home">
      <h1>{texts.personalHeading}</h1>
      <HomeNotifications />
      <section aria-labelledby="home-recent">
        <h2 id="home-recent">{texts.recent}</h2>
        {recent.status === 'loading' && <p role="status">{nl.pageLoad.loading}</p>}
        {recent.status === 'failed' && <p role="alert">{texts.recentFailed}</p>}
        {recent.status === 'ready' && recent.value.length === 0 && <p>{texts.noRecent}</p>}
        {recent.status === 'ready' && recent.value.length > 0 && (
          <ul className="chart-thumbnails chart-thumbnails--single-line" aria-label={texts.recent}>
            {recent.value.map((entry) => (
              <li key={entry.chartId} className="chart-tile">
                <Link to={`/nl/c/${entry.chartId}`} className="chart-tile__link">
                  <img className="chart-item__image chart-item__image--large" src={entry.imageLink} alt="" />
                  <span className="chart-item__title">{displayTitle(entry.title)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className="home__actions">
          <Link className="button" to="/nl/browse">
            {texts.allCharts}
          </Link>{' '}
          <Link className="button button--primary" to="/nl/chart/create">
            {texts.newChartLink}
          </Link>{' '}
          <Link className="button" to={followPdfPath}>
            {followPdfLinkTexts.link}
          </Link>
        </p>
      </section>
      <p>
        <a href={nl.pageLoad.supportGroupUrl} target="_blank" rel="noreferrer noopener">
          {texts.community}
        </a>
      </p>
    </article>
  );
}
