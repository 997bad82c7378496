import { ifNoneMatchTags, namesEtag } from '../../src/http/etag';

const request = (header?: string) => ({ headers: { get: (name: string) => (name === 'if-none-match' ? (header ?? null) : null) } });

test('If-None-Match: every tag as sent, in order; none when absent or empty', () => {
  expect(ifNoneMatchTags(request('W/"a", "b" ,W/"c"'))).toEqual(['W/"a"', '"b"', 'W/"c"']);
  expect(ifNoneMatchTags(request())).toEqual([]);
  expect(ifNoneMatchTags(request(' , '))).toEqual([]);
});

test('a tag names an ETag by weak comparison (W/ ignored on either side), and * names any', () => {
  expect(namesEtag(['"x"'], 'W/"x"')).toBe(true);
  expect(namesEtag(['W/"x"'], '"x"')).toBe(true);
  expect(namesEtag(['W/"x"', 'W/"y"'], 'W/"y"')).toBe(true);
  expect(namesEtag(['*'], '"z"')).toBe(true);
  expect(namesEtag(['W/"x"'], 'W/"xy"')).toBe(false);
  expect(namesEtag([], 'W/"x"')).toBe(false);
});
