import { nl } from '../../i18n/nl';
import {
  ChartCheckbox,
  ChartImage,
  ChartMenuButton,
  ChartTitle,
  FolderLink,
  contextMenuHandler,
  menuKeyHandler,
  selectClickHandler,
  type ChartItemsProps,
} from './chartItemParts';

/** The list as a table (spec §2): optional checkbox, image, title, folder name linking to its folder, menu cell. */
export function ChartTable(props: ChartItemsProps) {
  const texts = nl.charts.table;
  return (
    <table className="chart-table">
      <caption className="visually-hidden">{texts.caption}</caption>
      <thead>
        <tr>
          {props.selecting && <th scope="col">{texts.select}</th>}
          <th scope="col">
            <span className="visually-hidden">{texts.image}</span>
          </th>
          <th scope="col">{texts.title}</th>
          <th scope="col">{texts.folder}</th>
          <th scope="col">
            <span className="visually-hidden">{texts.menu}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.entries.map((entry) => (
          <tr
            key={entry.chartId}
            className={props.selected.has(entry.chartId) ? 'chart-item chart-item--selected' : 'chart-item'}
            onContextMenu={contextMenuHandler(props, entry)}
            onKeyDown={menuKeyHandler(props, entry)}
            onClick={selectClickHandler(props, entry)}
          >
            {props.selecting && (
              <td className="chart-table__check">
                <ChartCheckbox props={props} entry={entry} />
              </td>
            )}
            <td className="chart-table__image">
              <ChartImage entry={entry} size="small" />
            </td>
            <td>
              <ChartTitle props={props} entry={entry} />
              {entry.locked && <span className="chart-item__badge">{nl.charts.lockedChart}</span>}
            </td>
            <td>
              <FolderLink props={props} entry={entry} />
            </td>
            <td className="chart-table__menu">
              <ChartMenuButton props={props} entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
