import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { useState } from 'react';
import { ApiError } from '../../src/api/client';
import { UPLOAD_ERROR_MESSAGES, checkImageFile, uploadErrorMessage } from '../../src/api/images';
import { ImageUpload } from '../../src/components/image-upload';
import { apiError, installFakeApi, sent, uninstallFakeApi, type FakeApi } from '../support/fake-api';

const FIVE_MB = 5 * 1024 * 1024;

function file(name: string, type: string, size?: number): File {
  const f = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('image pre-checks (before anything is sent)', () => {
  it('needs an image/* type', () => {
    expect(checkImageFile(file('notes.txt', 'text/plain'))).toBe('Please select an image file (JPG, PNG, WebP, GIF)');
    expect(checkImageFile(file('blob', ''))).toBe('Please select an image file (JPG, PNG, WebP, GIF)');
    expect(checkImageFile(file('a.png', 'image/png'))).toBeNull();
  });

  it('allows at most 5MB (5*1024*1024 bytes)', () => {
    expect(checkImageFile(file('a.jpg', 'image/jpeg', FIVE_MB))).toBeNull();
    expect(checkImageFile(file('a.jpg', 'image/jpeg', FIVE_MB + 1))).toBe('Image must be smaller than 5MB');
  });
});

describe('upload error mapping', () => {
  it.each([
    [new ApiError('Image must be smaller than 5MB', 413), 'Image size exceeds the maximum limit of 5MB'],
    [new ApiError('HTTP 413: Payload Too Large', 413), 'Image size exceeds the maximum limit of 5MB'],
    [new ApiError('Invalid image format. Please use JPG, PNG, WebP, or GIF', 400), 'Invalid image format. Please use JPG, PNG, WebP, or GIF'],
    [new ApiError('imageData: is not valid base64 image data', 400), 'Invalid image format. Please use JPG, PNG, WebP, or GIF'],
    [new Error('Request entity too large'), 'Image is too large. Please use a smaller image'],
    [new ApiError('Network request failed', 0), 'Failed to upload image. Please try again.'],
    [new ApiError('Internal error', 500), 'Failed to upload image. Please try again.'],
  ])('%p -> %p', (error, message) => {
    expect(uploadErrorMessage(error)).toBe(message);
  });
});

describe('the image upload widget', () => {
  let server: FakeApi;

  beforeEach(() => {
    server = installFakeApi();
  });
  afterEach(() => uninstallFakeApi());

  const uploads = () => sent('POST', '/images/upload').map((r) => ({ path: r.path, body: r.body }));

  function Harness({ onChange }: { onChange: (url: string | undefined) => void }) {
    const [value, setValue] = useState<string | undefined>();
    return (
      <ImageUpload
        category="recipe"
        label="Recipe image"
        value={value}
        onChange={(url) => {
          setValue(url);
          onChange(url);
        }}
      />
    );
  }

  function renderWidget() {
    const onChange = jest.fn();
    render(
      <FluentProvider theme={webLightTheme}>
        <Harness onChange={onChange} />
      </FluentProvider>,
    );
    return onChange;
  }

  const pick = (f: File) => fireEvent.change(screen.getByTestId('image-file-input'), { target: { files: [f] } });

  it('refuses a file that is not an image, or too big, without uploading', async () => {
    renderWidget();
    pick(file('notes.txt', 'text/plain'));
    expect((await screen.findByRole('alert')).textContent).toContain('Please select an image file (JPG, PNG, WebP, GIF)');
    pick(file('huge.png', 'image/png', FIVE_MB + 1));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Image must be smaller than 5MB'));
    expect(uploads()).toHaveLength(0);
  });

  it('uploads base64 with the category, shows progress, then the preview and reports the URL', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The fake's own answer, held back until the test lets it go.
    server.on('POST', '/images/upload', async () => {
      await gate;
      return undefined;
    });
    const onChange = renderWidget();
    pick(file('lime.png', 'image/png'));
    expect(await screen.findByText('Uploading image...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose image' }).hasAttribute('disabled')).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/images/recipe-images/image-1.png'));
    expect(uploads()).toEqual([
      { path: '/api/images/upload', body: { fileName: 'lime.png', contentType: 'image/png', imageData: 'iVBORw==', category: 'recipe' } },
    ]);
    expect(screen.queryByText('Uploading image...')).toBeNull();
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Recipe image preview' }).src).toBe('http://localhost/api/images/recipe-images/image-1.png');
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('takes a dropped file', async () => {
    const onChange = renderWidget();
    fireEvent.drop(screen.getByTestId('image-drop-zone'), { dataTransfer: { files: [file('drop.gif', 'image/gif')] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/images/recipe-images/image-1.gif'));
    expect(uploads()[0]!.body).toMatchObject({ fileName: 'drop.gif', contentType: 'image/gif' });
  });

  it.each([
    [413, 'Image must be smaller than 5MB', UPLOAD_ERROR_MESSAGES.tooLarge413],
    [400, 'Invalid image format. Please use JPG, PNG, WebP, or GIF', UPLOAD_ERROR_MESSAGES.invalidFormat],
    [500, 'Storage unavailable', UPLOAD_ERROR_MESSAGES.generic],
  ])('shows the mapped message when the server answers %s', async (status, error, shown) => {
    server.on('POST', '/images/upload', () => apiError(status, error));
    const onChange = renderWidget();
    pick(file('lime.png', 'image/png'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(shown));
    expect(onChange).not.toHaveBeenCalled();
  });
});
