import { describe, expect, it } from 'vitest';
import { accountTripTo, draftTripAddress, isEditorScreen, leavesChart, parseChartPath } from './chartAddress';

const at = (address: string) => {
  const [pathname = '', search = ''] = address.split(/(?=\?)/);
  return { pathname, search };
};
const newChart = { openedId: 'new', createdId: undefined };
const savedChart = { openedId: 'abcdefghijkl', createdId: undefined };
const createdChart = { openedId: 'new', createdId: 'abcdefghijkl' };

describe('which addresses belong to the open chart', () => {
  it('reads the chart id and sub-screen of an editor address, and nothing of other paths', () => {
    expect(parseChartPath('/nl/c/new')).toEqual({ chartId: 'new', screen: '' });
    expect(parseChartPath('/nl/c/abcdefghijkl/premium/order')).toEqual({
      chartId: 'abcdefghijkl',
      screen: 'premium/order',
    });
    expect(parseChartPath('/nl/c/')).toBeUndefined();
    expect(parseChartPath('/nl/browse')).toBeUndefined();
    expect(isEditorScreen('/nl/c/new/download')).toBe(true);
    expect(isEditorScreen('/nl/c/new/login')).toBe(false);
    expect(isEditorScreen('/nl/c/new')).toBe(false);
  });

  it('leaves for any other screen, another chart, or another query of the editor', () => {
    expect(leavesChart(savedChart, at('/nl/c/abcdefghijkl'), at('/nl/browse'))).toBe(true);
    expect(leavesChart(savedChart, at('/nl/c/abcdefghijkl'), at('/nl'))).toBe(true);
    expect(leavesChart(savedChart, at('/nl/c/abcdefghijkl'), at('/nl/c/zyxwvutsrqpo'))).toBe(true);
    expect(leavesChart(savedChart, at('/nl/c/abcdefghijkl'), at('/nl/c/zyxwvutsrqpo/download'))).toBe(true);
    expect(leavesChart(savedChart, at('/nl/c/abcdefghijkl'), at('/nl/c/abcdefghijkl?revisionNumber=3'))).toBe(
      true,
    );
    expect(leavesChart(newChart, at('/nl/c/new?columns=20'), at('/nl/c/new?columns=30'))).toBe(true);
    expect(leavesChart(savedChart, at('/nl/c/abcdefghijkl'), at('/nl/c/abcdefghijkl/unknown'))).toBe(true);
    expect(leavesChart(createdChart, at('/nl/c/abcdefghijkl'), at('/nl/c/new'))).toBe(true);
  });

  it("stays on its sub-screens, coming back from them, on a hash change and on the first save's address", () => {
    expect(leavesChart(newChart, at('/nl/c/new?columns=20'), at('/nl/c/new/download'))).toBe(false);
    expect(leavesChart(newChart, at('/nl/c/new/download'), at('/nl/c/new?columns=20'))).toBe(false);
    expect(leavesChart(newChart, at('/nl/c/new/download'), at('/nl/c/new'))).toBe(false);
    expect(
      leavesChart(savedChart, at('/nl/c/abcdefghijkl'), at('/nl/c/abcdefghijkl/premium/order?s=34')),
    ).toBe(false);
    expect(leavesChart(savedChart, at('/nl/c/abcdefghijkl/zoom'), at('/nl/c/abcdefghijkl/settings'))).toBe(
      false,
    );
    expect(leavesChart(newChart, at('/nl/c/new?columns=20'), at('/nl/c/new?columns=20'))).toBe(false);
    // The chart's login route is reached after the editor kept the chart as a draft.
    expect(leavesChart(newChart, at('/nl/c/new'), at('/nl/c/new/login'))).toBe(false);
    expect(leavesChart(createdChart, at('/nl/c/new?columns=20'), at('/nl/c/abcdefghijkl'))).toBe(false);
    expect(leavesChart(createdChart, at('/nl/c/new/download'), at('/nl/c/abcdefghijkl/download'))).toBe(
      false,
    );
    expect(leavesChart(createdChart, at('/nl/c/abcdefghijkl/download'), at('/nl/c/new?columns=20'))).toBe(
      false,
    );
  });

  it('takes odd and hostile paths as leaving', () => {
    expect(leavesChart(newChart, at('/nl/c/new'), at('/nl/c/new/../../browse'))).toBe(true);
    expect(leavesChart(newChart, at('/nl/c/new'), at('/nl/cx/new'))).toBe(true);
    expect(leavesChart(newChart, at('/nl/c/new'), at('/nl/c/%E0%A4%A'))).toBe(true);
  });
});

describe('trips from the editor to log in, register or activate', () => {
  it('knows the login screens (where one registers too) and the activation screen, and nothing else', () => {
    expect(accountTripTo('/nl/login')).toBe('login');
    expect(accountTripTo('/nl/login/')).toBe('login');
    expect(accountTripTo('/nl/c/new/login')).toBe('login');
    expect(accountTripTo('/nl/c/abcdefghijkl/login')).toBe('login');
    expect(accountTripTo('/nl/account/activation')).toBe('activation');
    expect(accountTripTo('/nl/account/logout')).toBeUndefined();
    expect(accountTripTo('/nl/loginx')).toBeUndefined();
    expect(accountTripTo('/nl/browse')).toBeUndefined();
    expect(accountTripTo('/nl/c/new')).toBeUndefined();
    expect(accountTripTo('')).toBeUndefined();
  });

  it('goes through the chart login route or the activation screen, back to the kept draft of the chart', () => {
    expect(draftTripAddress('new', 'login')).toBe('/nl/c/new/login?redirectUrl=%2Fnl%2Fc%2Fnew%3Fdraft%3D1');
    expect(draftTripAddress('abcdefghijkl', 'activation')).toBe(
      '/nl/account/activation?redirectUrl=%2Fnl%2Fc%2Fabcdefghijkl%3Fdraft%3D1',
    );
  });
});
