import { folderViews, type FolderView } from '@steekwerk/model';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import { useChartsServices } from '../../charts/chartsServices';
import { browsePath, type ListFolder } from '../../charts/listRules';
import { nl } from '../../i18n/nl';
import { FolderNameDialog } from './FolderDialogs';

/** The views in the order the navigation shows them: all, the folders' siblings, the bin last. */
const shownViews: readonly FolderView[] = folderViews;

/**
 * The list's folder navigation (spec §2 folder views): every view and every folder of the user, each with its
 * number of charts, and "Nieuwe map". On a narrow screen the lists fold behind a button (so the charts show on the
 * first screen) and fold again once a view is chosen.
 */
export function FolderNavigation({ current }: { current: ListFolder }) {
  const { folders } = useChartsServices();
  const { folders: userFolders, counts } = useStore(folders);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState(false);
  const listsId = useId();
  const link = (folder: ListFolder, label: string, count: number | undefined) => (
    <Link
      to={browsePath(folder)}
      aria-current={folder === current ? 'page' : undefined}
      aria-label={count === undefined ? label : nl.charts.withCount(label, count)}
      onClick={() => setOpen(false)}
    >
      <span>{label}</span>
      {count !== undefined && <span className="folder-navigation__count">{count}</span>}
    </Link>
  );
  return (
    <nav className="folder-navigation" aria-label={nl.charts.navigation} data-open={open}>
      <button
        type="button"
        className="folder-navigation__toggle"
        aria-expanded={open}
        aria-controls={listsId}
        onClick={() => setOpen(!open)}
      >
        {nl.charts.navigation}
      </button>
      <div className="folder-navigation__lists" id={listsId}>
        <ul>
          {shownViews
            .filter((view) => view !== 'deleted')
            .map((view) => (
              <li key={view}>{link(view, nl.charts.views[view], counts?.[view])}</li>
            ))}
        </ul>
        <h2 className="folder-navigation__heading">{nl.charts.folders}</h2>
        <ul>
          {userFolders.map((folder) => (
            <li key={folder.folderId}>{link(folder.folderId, folder.title, folder.chartCount)}</li>
          ))}
          <li>
            <button type="button" className="folder-navigation__new" onClick={() => setCreating(true)}>
              + {nl.charts.newFolder}
            </button>
          </li>
        </ul>
        <ul>
          <li>{link('deleted', nl.charts.views.deleted, counts?.deleted)}</li>
        </ul>
      </div>
      {creating && (
        <FolderNameDialog
          title={nl.charts.newFolder}
          submitLabel={nl.charts.createFolder}
          onSubmit={async (title) => {
            await folders.getState().create(title);
          }}
          onClose={() => setCreating(false)}
        />
      )}
    </nav>
  );
}
