import { craftLabels } from '@steekwerk/model';
import { Link } from 'react-router';
import { followPdfPath } from '../../chartFiles/follow/followPdfPath';
import { nl } from '../../i18n/nl';
import { followPdfLinkTexts } from '../../i18n/nlFollowPdfLink';
import { calculatorPath, craftCreatePath } from '../create/createRules';
import { SimplePage } from '../shared/SimplePage';
import { exampleImageSource, landingExamples } from './examples';
import './home.css';

const texts = nl.pages.home;

/** The visitor's landing page (spec §1): what Steekwerk makes — an example chart per craft — and where to start. */
export function Landing() {
  return (
    <SimplePage texts={texts}>
      <p className="home__actions">
        <Link className="button button--primary" to="/nl/chart/create">
          {texts.newChartLink}
        </Link>{' '}
        <Link className="button" to="/nl/login">
          {texts.loginLink}
        </Link>
      </p>
      <p>
        <Link to={calculatorPath}>{texts.calculatorLink}</Link>
      </p>
      <p>
        <Link to={followPdfPath}>{followPdfLinkTexts.landingLink}</Link>
      </p>
      <section className="landing-examples" aria-labelledby="landing-examples-heading">
        <h2 id="landing-examples-heading">{texts.examplesHeading}</h2>
        <p>{texts.examplesText}</p>
        <ul className="landing-examples__list" aria-label={texts.examplesLabel}>
          {landingExamples().map((example) => (
            <li key={example.craft}>
              <Link className="landing-example" to={craftCreatePath(example.craft)}>
                <span className="landing-example__frame">
                  <img
                    className="landing-example__image"
                    src={exampleImageSource(example)}
                    alt={example.title}
                    width={example.columnCount * 8}
                    height={example.rowCount * 8}
                    decoding="async"
                  />
                </span>
                <span className="landing-example__craft">{craftLabels[example.craft]}</span>
                <span className="landing-example__size">
                  {texts.exampleSize(example.columnCount, example.rowCount)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </SimplePage>
  );
}
