import { chartsOrders, isFolderView, type ChartsOrder } from '@steekwerk/model';
import { useEffect, useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useStore } from 'zustand';
import { useAccount } from '../../account/useAccount';
import { useDocumentTitle } from '../../ui/pageTitle';
import { useAppServices } from '../../services/appServices';
import { useChartsServices } from '../../charts/chartsServices';
import { browsePath, type ListFolder } from '../../charts/listRules';
import { nl } from '../../i18n/nl';
import { ChartList } from './ChartList';
import { ConfirmDialog, FolderNameDialog } from './FolderDialogs';
import { FolderNavigation } from './FolderNavigation';

type Dialog = 'rename' | 'deleteFolder' | 'emptyBin' | undefined;

/**
 * "Mijn charts" at `/nl/browse` and `/nl/browse/{folderId}` (spec §2): the folder navigation, the sort order and
 * format (the user's settings), the list, and per view its own actions (rename or delete a folder, empty the bin).
 */
export function BrowsePage() {
  const { folderId } = useParams();
  const folder: ListFolder = folderId ?? 'all';
  const { flash } = useAppServices();
  const { api, folders } = useChartsServices();
  const navigate = useNavigate();
  const id = useId();
  const settings = useAccount((state) => state.settings);
  const changeSettings = useAccount((state) => state.changeSettings);
  const userFolders = useStore(folders, (state) => state.folders);
  const folderStatus = useStore(folders, (state) => state.status);
  const [dialog, setDialog] = useState<Dialog>(undefined);
  const [listVersion, setListVersion] = useState(0);
  const userFolder = isFolderView(folder)
    ? undefined
    : userFolders.find((entry) => entry.folderId === folder);
  const viewTitle = isFolderView(folder)
    ? nl.charts.views[folder]
    : (userFolder?.title ?? (folderStatus === 'ready' ? nl.charts.unknownFolder : ''));
  useDocumentTitle(viewTitle ? `${viewTitle} - ${nl.pages.browse.title}` : nl.pages.browse.title);

  const reloadFolders = () =>
    void folders
      .getState()
      .load()
      .catch(() => undefined);
  useEffect(reloadFolders, [folders, folder]);

  return (
    <article className="page page--wide browse">
      <h1>{nl.pages.browse.heading}</h1>
      <div className="browse__layout">
        <FolderNavigation current={folder} />
        <section className="browse__main" aria-labelledby={`${id}-view`}>
          <header className="browse__header">
            <h2 id={`${id}-view`}>{viewTitle}</h2>
            <div className="browse__tools">
              <label>
                {nl.charts.order}{' '}
                <select
                  value={settings.chartsOrder}
                  onChange={(event) => changeSettings({ chartsOrder: event.target.value as ChartsOrder })}
                >
                  {chartsOrders.map((order) => (
                    <option key={order} value={order}>
                      {nl.charts.orders[order]}
                    </option>
                  ))}
                </select>
              </label>
              <div role="group" aria-label={nl.charts.format} className="browse__formats">
                {(['thumbnails', 'table'] as const).map((format) => (
                  <button
                    key={format}
                    type="button"
                    className="button"
                    aria-pressed={settings.chartsListFormat === format}
                    onClick={() => changeSettings({ chartsListFormat: format })}
                  >
                    {nl.charts.formats[format]}
                  </button>
                ))}
              </div>
              {userFolder && (
                <>
                  <button type="button" className="button" onClick={() => setDialog('rename')}>
                    {nl.charts.renameFolder}
                  </button>
                  <button type="button" className="button" onClick={() => setDialog('deleteFolder')}>
                    {nl.charts.deleteFolder}
                  </button>
                </>
              )}
              {folder === 'deleted' && (
                <button type="button" className="button" onClick={() => setDialog('emptyBin')}>
                  {nl.charts.emptyBin}
                </button>
              )}
            </div>
          </header>
          <ChartList
            key={`${folder}-${listVersion}`}
            folder={folder}
            newTile={folder === 'deleted' || folder === 'shared-with-me' ? undefined : 'before'}
            onChanged={reloadFolders}
          />
        </section>
      </div>
      {dialog === 'rename' && userFolder && (
        <FolderNameDialog
          title={nl.charts.renameFolder}
          submitLabel={nl.charts.rename}
          initial={userFolder.title}
          onSubmit={async (title) => {
            await folders.getState().rename(userFolder.folderId, title);
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'deleteFolder' && userFolder && (
        <ConfirmDialog
          title={nl.charts.deleteFolder}
          text={nl.charts.deleteFolderConfirm(userFolder.title)}
          confirmLabel={nl.charts.deleteFolder}
          onConfirm={async () => {
            await folders.getState().remove(userFolder.folderId);
            flash.getState().show(nl.charts.folderDeleted);
            navigate(browsePath('no-folder'));
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'emptyBin' && (
        <ConfirmDialog
          title={nl.charts.emptyBinTitle}
          text={nl.charts.emptyBinText}
          confirmLabel={nl.charts.emptyBinConfirm}
          onConfirm={async () => {
            const answer = await api.emptyBin();
            flash.getState().show(nl.charts.binEmptied(answer.deleted));
            setListVersion((version) => version + 1);
            reloadFolders();
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
    </article>
  );
}
