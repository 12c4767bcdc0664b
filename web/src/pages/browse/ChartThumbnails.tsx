import { Link } from 'react-router';
import { followPdfPath } from '../../chartFiles/follow/followPdfPath';
import { nl } from '../../i18n/nl';
import { followPdfLinkTexts } from '../../i18n/nlFollowPdfLink';
import {
  ChartCheckbox,
  ChartImage,
  ChartMenuButton,
  ChartTitle,
  contextMenuHandler,
  menuKeyHandler,
  selectClickHandler,
  type ChartItemsProps,
} from './chartItemParts';

interface ChartThumbnailsProps extends ChartItemsProps {
  /** Where the "Nieuwe maken" tile goes, if anywhere. */
  readonly newTile?: 'before' | 'after' | undefined;
  /** One row that does not wrap (the single-line mode of spec §9). */
  readonly singleLine?: boolean;
}

/** "Nieuwe maken": a tile leading to the craft picker. */
function NewTile() {
  return (
    <li className="chart-tile chart-tile--new">
      <Link to="/nl/chart/create" className="chart-tile__new">
        <span aria-hidden="true" className="chart-tile__plus">
          +
        </span>
        {nl.charts.newTile}
      </Link>
    </li>
  );
}

/** "Volg een PDF-patroon": a tile beside "Nieuwe maken", leading to the pattern PDF import for the tracker. */
function FollowPdfTile() {
  return (
    <li className="chart-tile chart-tile--new">
      <Link to={followPdfPath} className="chart-tile__new">
        <span aria-hidden="true" className="chart-tile__plus chart-tile__plus--pdf">
          PDF
        </span>
        {followPdfLinkTexts.link}
      </Link>
    </li>
  );
}

/** The list as thumbnails (spec §2): image, title, optional checkbox and a menu icon. */
export function ChartThumbnails(props: ChartThumbnailsProps) {
  return (
    <ul
      className={props.singleLine ? 'chart-thumbnails chart-thumbnails--single-line' : 'chart-thumbnails'}
      aria-label={nl.charts.list}
    >
      {props.newTile === 'before' && (
        <>
          <NewTile />
          <FollowPdfTile />
        </>
      )}
      {props.entries.map((entry) => (
        <li
          key={entry.chartId}
          className={
            props.selected.has(entry.chartId)
              ? 'chart-tile chart-item chart-item--selected'
              : 'chart-tile chart-item'
          }
          onContextMenu={contextMenuHandler(props, entry)}
          onKeyDown={menuKeyHandler(props, entry)}
          onClick={selectClickHandler(props, entry)}
        >
          <ChartImage entry={entry} size="large" />
          <div className="chart-tile__footer">
            {props.selecting && <ChartCheckbox props={props} entry={entry} />}
            <ChartTitle props={props} entry={entry} />
            <ChartMenuButton props={props} entry={entry} />
          </div>
          {entry.locked && <span className="chart-item__badge">{nl.charts.lockedChart}</span>}
        </li>
      ))}
      {props.newTile === 'after' && (
        <>
          <NewTile />
          <FollowPdfTile />
        </>
      )}
    </ul>
  );
}
