/** The user's folders and the chart count of each list view, shared by the list's folder panel and the forms. */
import type { Folder, FolderViewCounts } from '@steekwerk/model';
import { createStore, type StoreApi } from 'zustand';
import type { ChartListApi } from './chartListApi';

export interface FolderState {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly folders: readonly Folder[];
  readonly counts: FolderViewCounts | undefined;
  /** Loads the folders (again). */
  load(): Promise<void>;
  create(title: string): Promise<Folder>;
  rename(folderId: string, title: string): Promise<Folder>;
  remove(folderId: string): Promise<void>;
}

export type FolderStore = StoreApi<FolderState>;

const byTitle = (a: Folder, b: Folder) => a.title.localeCompare(b.title, 'nl', { sensitivity: 'base' });

export function createFolderStore(api: ChartListApi): FolderStore {
  return createStore<FolderState>()((set, get) => ({
    status: 'idle',
    folders: [],
    counts: undefined,

    async load() {
      if (get().status === 'idle') set({ status: 'loading' });
      try {
        const answer = await api.folders();
        set({ status: 'ready', folders: answer.folders, counts: answer.counts });
      } catch (error) {
        if (get().status !== 'ready') set({ status: 'failed' });
        throw error;
      }
    },

    async create(title) {
      const { folder } = await api.createFolder(title);
      set({ folders: [...get().folders, folder].sort(byTitle) });
      return folder;
    },

    async rename(folderId, title) {
      const { folder } = await api.renameFolder(folderId, title);
      set({
        folders: get()
          .folders.map((candidate) => (candidate.folderId === folderId ? folder : candidate))
          .sort(byTitle),
      });
      return folder;
    },

    async remove(folderId) {
      await api.deleteFolder(folderId);
      set({ folders: get().folders.filter((folder) => folder.folderId !== folderId) });
    },
  }));
}
