import { describe, expect, it } from 'vitest';
import { activeSection, footerLinks, openChartId, sidebarItems, userMenuItems } from './navigation';

describe('activeSection', () => {
  it.each([
    ['/nl/browse', 'charts'],
    ['/nl/browse/deleted', 'charts'],
    ['/nl/browse/all/chart-properties/1,2', 'charts'],
    ['/nl/search', 'charts'],
    ['/nl/chart/create', 'create-chart'],
    ['/nl/chart/create/knitting', 'create-chart'],
    ['/nl/help', 'help'],
    ['/nl/premium/pricing', 'premium'],
    ['/nl/premium/order', 'premium'],
    ['/nl/payment', 'premium'],
    ['/nl/c/abc/premium/order', 'premium'],
    ['/nl/account/profile', 'account'],
    ['/nl/account/logout', 'account'],
    ['/nl/login', 'account'],
    ['/nl/c/abc/login', 'account'],
    ['/nl/email', 'account'],
    ['/nl/company/about', 'about'],
    ['/nl/products', 'products'],
    ['/nl/symbols', 'symbols'],
    ['/nl/stitches', 'symbols'],
    ['/nl/c/new', 'chartEditor'],
    ['/nl/c/abc/download', 'chartEditor'],
  ])('%s is in %s', (pathname, section) => {
    expect(activeSection(pathname)).toBe(section);
  });

  it.each(['/nl', '/nl/legal', '/nl/calculator/chart-size', '/nl/browser', '/nl/helpdesk', '/elders'])(
    '%s is in no section',
    (pathname) => {
      expect(activeSection(pathname)).toBeUndefined();
    },
  );
});

describe('openChartId', () => {
  it('names the chart of the editor and its sub-screens only', () => {
    expect(openChartId('/nl/c/abc123')).toBe('abc123');
    expect(openChartId('/nl/c/abc123/zoom')).toBe('abc123');
    expect(openChartId('/nl/c/new')).toBe('new');
    expect(openChartId('/nl/c/abc123/login')).toBeUndefined();
    expect(openChartId('/nl/browse')).toBeUndefined();
    expect(openChartId('/nl/c/a%20b')).toBeUndefined();
  });
});

const anonymous = { loggedIn: false, premium: false };
const member = { loggedIn: true, premium: false };
const premiumMember = { loggedIn: true, premium: true };
const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('sidebarItems', () => {
  it('lists the spec’s items for a visitor, without home and premium', () => {
    expect(labels(sidebarItems(anonymous, undefined))).toEqual([
      'Mijn charts',
      'Nieuwe chart maken',
      'Chartgrootte berekenen',
      'Mijn profiel',
      'Producten / Garens',
      'Steken',
      'Helpcentrum',
      'Over Steekwerk',
    ]);
  });

  it('adds home and premium for a signed-in user without premium', () => {
    expect(labels(sidebarItems(member, 'charts'))).toEqual([
      'Start pagina',
      'Mijn charts',
      'Nieuwe chart maken',
      'Chartgrootte berekenen',
      'Mijn profiel',
      'Premium',
      'Producten / Garens',
      'Steken',
      'Helpcentrum',
      'Over Steekwerk',
    ]);
    expect(sidebarItems(member, undefined).find((item) => item.id === 'premium')?.to).toBe(
      '/nl/premium/pricing?s=15',
    );
    expect(sidebarItems(member, undefined).find((item) => item.id === 'calculator')?.to).toBe(
      '/nl/calculator/chart-size',
    );
  });

  it('shows premium to a premium user or a visitor only on the premium section', () => {
    expect(labels(sidebarItems(premiumMember, 'charts'))).not.toContain('Premium');
    expect(labels(sidebarItems(premiumMember, 'premium'))).toContain('Premium');
    expect(labels(sidebarItems(anonymous, 'premium'))).toContain('Premium');
  });

  it('opens the reference pages in a new tab from the chart editor', () => {
    const newTab = (section: Parameters<typeof sidebarItems>[1]) =>
      sidebarItems(member, section)
        .filter((item) => item.newTab)
        .map((item) => item.id);
    expect(newTab('chartEditor')).toEqual(['calculator', 'products', 'stitches', 'help', 'about']);
    expect(newTab('charts')).toEqual([]);
  });
});

describe('userMenuItems', () => {
  it('offers premium only to users without it', () => {
    expect(labels(userMenuItems(member))).toEqual([
      'Start pagina',
      'Mijn charts',
      'Mijn profiel',
      'Premium',
      'Uitloggen',
    ]);
    expect(userMenuItems(member).find((item) => item.id === 'premium')?.to).toBe('/nl/premium/pricing?s=17');
    expect(labels(userMenuItems(premiumMember))).not.toContain('Premium');
  });
});

describe('footerLinks', () => {
  it('has the seven links of spec §2', () => {
    expect(footerLinks.map((link) => link.to)).toEqual([
      '/nl/account/profile',
      '/nl/browse',
      '/nl/products',
      '/nl/stitches',
      '/nl/help',
      '/nl/legal',
      '/nl/company/about',
    ]);
  });
});
