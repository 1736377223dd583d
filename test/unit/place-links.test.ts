import { describe, expect, it } from 'vitest';
import { mapLink, telHref } from '../../lib/text/place-links';

describe('telHref: a phone number as a tel: link, or none', () => {
  it.each([
    ['(212) 888-6333', 'tel:2128886333'],
    ['+1 (212) 888-6333', 'tel:+12128886333'],
    ['+44 20 7946 0123', 'tel:+442079460123'],
    ['01 99 00 12 34', 'tel:0199001234'],
    ['020.7946.0123', 'tel:02079460123'],
    ['+33\u00A01\u00A099\u00A000', 'tel:+3319900'],
  ])('calls %j as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it.each([
    ['letters', '1-800-FLOWERS'],
    ['an extension', '(212) 888-6333 ext. 12'],
    ['two numbers', '212 888 6333 / 212 888 6334'],
    ['a + inside', '212+888'],
    ['too many digits for any number', '1'.repeat(16)],
    ['too few', '12'],
    ['a script', 'javascript:alert(1)'],
    ['a tel: link already', 'tel:2128886333'],
    ['parameters', '2128886333;phone-context=evil'],
    ['nothing', ''],
    ['no number at all', undefined],
  ])('links no %s (%j): shown as text only', (_label, phone) => {
    expect(telHref(phone)).toBeUndefined();
  });
});

describe('mapLink: the place on OpenStreetMap at its own coordinates', () => {
  it('marks the place at zoom 17, with six decimals and no binary-float tail', () => {
    expect(mapLink({ latitude: 40.777154599999996, longitude: -73.9571363 })).toBe(
      'https://www.openstreetmap.org/?mlat=40.777155&mlon=-73.957136#map=17/40.777155/-73.957136',
    );
    expect(mapLink({ latitude: 0, longitude: -0.0000001 })).toBe(
      'https://www.openstreetmap.org/?mlat=0&mlon=0#map=17/0/0',
    );
  });

  it.each([
    ['no latitude', { longitude: 2.35 }],
    ['no longitude', { latitude: 48.85 }],
    ['a latitude past the pole', { latitude: 91, longitude: 0 }],
    ['a longitude past the date line', { latitude: 0, longitude: 180.5 }],
    ['not a number', { latitude: Number.NaN, longitude: 0 }],
    ['infinity', { latitude: 0, longitude: Number.POSITIVE_INFINITY }],
  ])('gives no map for %s', (_label, place) => {
    expect(mapLink(place)).toBeUndefined();
  });
});
