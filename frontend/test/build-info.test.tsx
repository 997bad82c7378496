import { render, screen } from '@testing-library/react';
import { UNKNOWN_BUILD_INFO } from '@bar/domain';
import { getBuildInfo } from '../src/api/build-info';
import { BuildInfoList } from '../src/app/layout/footer';
import { fakeResponse } from './support/fake-response';

const asFetch = (fn: () => Promise<Response>) => jest.fn(fn) as unknown as typeof fetch;

describe('build information', () => {
  it('reads /build-info.json', async () => {
    const info = { buildNumber: '42', timestamp: '2026-05-01T10:00:00Z', commitHash: 'abcdef1234567', branch: 'main' };
    const fetchMock = asFetch(async () => fakeResponse(200, info));
    await expect(getBuildInfo(fetchMock)).resolves.toEqual(info);
    expect(fetchMock).toHaveBeenCalledWith('/build-info.json', expect.anything());
  });

  it("keeps the 'unknown' defaults when the fetch fails", async () => {
    await expect(getBuildInfo(asFetch(() => Promise.reject(new TypeError('Failed to fetch'))))).resolves.toEqual(UNKNOWN_BUILD_INFO);
  });

  it("keeps the 'unknown' defaults for a non-ok response", async () => {
    await expect(getBuildInfo(asFetch(async () => fakeResponse(404, { buildNumber: '1' })))).resolves.toEqual(UNKNOWN_BUILD_INFO);
  });

  it('fills missing fields with unknown', async () => {
    await expect(getBuildInfo(asFetch(async () => fakeResponse(200, { buildNumber: 7 })))).resolves.toEqual({
      ...UNKNOWN_BUILD_INFO,
      buildNumber: '7',
    });
    await expect(getBuildInfo(asFetch(async () => fakeResponse(200, '<html>', { contentType: 'text/html' })))).resolves.toEqual(
      UNKNOWN_BUILD_INFO,
    );
  });

  it('shows each field in the footer', () => {
    render(<BuildInfoList info={{ buildNumber: '42', timestamp: 'unknown', commitHash: 'abcdef1234567', branch: 'main' }} />);
    expect(screen.getByText('Build 42')).toBeTruthy();
    expect(screen.getByText('Commit abcdef1')).toBeTruthy();
    expect(screen.getByText('Branch main')).toBeTruthy();
    expect(screen.getByText('Built unknown')).toBeTruthy();
  });
});
