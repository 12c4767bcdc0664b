import { foldersResponseSchema, folderResponseSchema } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../testing/accounts';
import { createAuthor, type Author } from '../testing/charts';
import { getAs, insertCharts, listAll, postAs } from '../testing/chart-lists';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('folders over HTTP', () => {
  let server: TestApp;
  let owner: Author;
  let other: Author;

  beforeAll(async () => {
    server = await createTestApp();
    [owner, other] = await Promise.all([createAuthor(server), createAuthor(server)]);
  });

  afterAll(async () => {
    await server.close();
  });

  const create = async (author: Author, title: string) => {
    const answer = await postAs(server, author, 'folder/create', { title });
    expect(answer.status).toBe(200);
    return folderResponseSchema.parse(answer.body).folder;
  };

  it('creates, lists by name, renames and deletes folders', async () => {
    const author = await createAuthor(server);
    const wol = await create(author, '  Wol  ');
    const aran = await create(author, 'aran');
    expect(wol).toMatchObject({ title: 'Wol', custom: true, chartCount: 0 });
    expect(wol.folderId).toMatch(/^[0-9A-Za-z]{12}$/);

    let listed = foldersResponseSchema.parse((await getAs(server, author, 'folders')).body);
    expect(listed.folders.map((folder) => folder.title)).toEqual(['aran', 'Wol']);

    const renamed = await postAs(server, author, `folder/rename/${aran.folderId}`, { title: 'Zomer' });
    expect(folderResponseSchema.parse(renamed.body).folder).toMatchObject({
      folderId: aran.folderId,
      title: 'Zomer',
    });
    expect((await postAs(server, author, `folder/delete/${wol.folderId}`)).body).toMatchObject({
      status: 'ok',
      movedCharts: 0,
    });
    listed = foldersResponseSchema.parse((await getAs(server, author, 'folders')).body);
    expect(listed.folders.map((folder) => folder.title)).toEqual(['Zomer']);
  });

  it('counts the charts of each folder and view, and moves a deleted folder’s charts to no folder', async () => {
    const author = await createAuthor(server);
    const folder = await create(author, 'Sokken');
    await insertCharts(server, author, 5, (index) => ({
      folderId: index < 3 ? folder.folderId : '',
      allowAnonymous: index === 0,
    }));
    const [binned] = await insertCharts(server, author, 1, () => ({ folderId: folder.folderId }));
    expect((await postAs(server, author, 'charts/delete', { chartIds: [binned] })).body.deleted).toEqual([
      binned,
    ]);

    const listed = foldersResponseSchema.parse((await getAs(server, author, 'folders')).body);
    expect(listed.folders).toEqual([{ ...folder, chartCount: 3 }]);
    expect(listed.counts).toEqual({
      all: 5,
      'shared-with-me': 0,
      'shared-by-me': 1,
      public: 1,
      'no-folder': 2,
      deleted: 1,
    });

    const deleted = await postAs(server, author, `folder/delete/${folder.folderId}`);
    expect(deleted.body).toMatchObject({ status: 'ok', movedCharts: 3 });
    const noFolder = await listAll(server, author, { folder: 'no-folder' });
    expect(noFolder.charts).toHaveLength(5);
    // The chart in the bin came from the deleted folder: it is restored to no folder.
    expect((await postAs(server, author, `chart/restore/${binned}`)).body).toMatchObject({
      status: 'ok',
      folderId: '',
    });
  });

  it('refuses a name the user has already (in any case), but not one another user has', async () => {
    await create(owner, 'Truien');
    const again = await postAs(server, owner, 'folder/create', { title: 'TRUIEN' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ sfRequest: 'error', error: 'Je hebt al een map met deze naam.' });
    expect((await create(other, 'Truien')).title).toBe('Truien');

    const second = await create(owner, 'Vesten');
    const clash = await postAs(server, owner, `folder/rename/${second.folderId}`, { title: 'truien' });
    expect(clash.status).toBe(400);
    // Renaming a folder to its own name in another case is fine.
    expect(
      (await postAs(server, owner, `folder/rename/${second.folderId}`, { title: 'VESTEN' })).status,
    ).toBe(200);
  });

  it('treats another user’s folder as one that does not exist', async () => {
    const mine = await create(owner, 'Privé');
    for (const path of [`folder/rename/${mine.folderId}`, `folder/delete/${mine.folderId}`]) {
      const answer = await postAs(server, other, path, { title: 'Overgenomen' });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ sfRequest: 'error', error: 'Deze map bestaat niet.' });
    }
    const listed = foldersResponseSchema.parse((await getAs(server, other, 'folders')).body);
    expect(listed.folders.map((folder) => folder.folderId)).not.toContain(mine.folderId);
  });

  it('answers bad input with a 400 in Dutch, never a 500', async () => {
    const cases: Array<[string, unknown, RegExp]> = [
      ['folder/create', { title: '   ' }, /Geef de map een naam\./],
      ['folder/create', {}, /Geef de map een naam\./],
      ['folder/create', { title: 'x'.repeat(101) }, /hoogstens 100 tekens/],
      ['folder/create', { title: 'regel\neinde' }, /stuurtekens/],
      ['folder/create', { title: 42 }, /Geef de map een naam\./],
      ['folder/rename/niet%20geldig', { title: 'Wol' }, /folderId: Ongeldige map\./],
    ];
    for (const [path, body, message] of cases) {
      const answer = await postAs(server, owner, path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.sfRequest).toBe('error');
      expect(answer.body.error).toMatch(message);
    }
  });

  it('is only for logged-in, activated users', async () => {
    expect((await get(server, 'folders')).status).toBe(403);
    expect((await post(server, 'folder/create', { title: 'Wol' })).body).toEqual({
      sfRequest: 'error',
      error: 'Je bent niet ingelogd.',
    });
    const pending = await createAuthor(server, { pending: true });
    const answer = await postAs(server, pending, 'folder/create', { title: 'Wol' });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('Activeer eerst je account.');
  });
});
