import { UPLOAD_STYLE_ID_KEY } from '@wordreel/core';
import { DetailedError, type HttpRequest, type HttpResponse } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { projectIdOf, sessionRefused, uploadErrorMessage, uploadMetadata } from './tus-upload.ts';

const ID = '0123456789abcdef0123456789abcdef';

function response(status: number, body: string): HttpResponse {
  return {
    getStatus: () => status,
    getHeader: () => undefined,
    getBody: () => body,
    getUnderlyingObject: () => null,
  };
}

/** `method`: POST creates the upload, PATCH sends its bytes. */
function failed(status: number, body: string, method = 'PATCH'): DetailedError {
  const error = new DetailedError('tus: unexpected response');
  error.originalRequest = { getMethod: () => method } as HttpRequest;
  error.originalResponse = response(status, body);
  return error;
}

describe('projectIdOf', () => {
  it('should take the project id from the final PATCH header', () => {
    expect(projectIdOf('http://host/files/upload-1', ID)).toBe(ID);
  });

  it('should fall back to the upload id in the URL when the header is missing', () => {
    expect(projectIdOf(`http://host/files/${ID}`)).toBe(ID);
    expect(projectIdOf(`http://host/files/${ID}/`, undefined)).toBe(ID);
  });

  it('should refuse anything that is not a project id', () => {
    expect(projectIdOf('http://host/files/../etc', '../../secret')).toBeNull();
    expect(projectIdOf(null)).toBeNull();
  });
});

describe('uploadErrorMessage', () => {
  it("should show the server's own message", () => {
    const body = JSON.stringify({ code: 'PAYLOAD_TOO_LARGE', message: 'The video is larger than 2 GB.' });
    expect(uploadErrorMessage(failed(413, body))).toBe('The video is larger than 2 GB.');
  });

  it('should name the HTTP status when the server sent no message', () => {
    expect(uploadErrorMessage(failed(502, '<html>Bad gateway</html>'))).toBe(
      'Upload failed (HTTP 502). Please try again.',
    );
  });

  it('should say what to do when the saved style the creation named is gone, and only then', () => {
    const gone = JSON.stringify({ code: 'NOT_FOUND', message: 'Style not found' });
    const styled = { [UPLOAD_STYLE_ID_KEY]: '6f1c0c64-3b1e-4d51-9a43-0c4f3f3b7a01' };
    expect(uploadErrorMessage(failed(404, gone, 'POST'), styled)).toBe(
      'That style was deleted. Pick another style and press Proceed again.',
    );
    expect(uploadErrorMessage(failed(404, gone, 'POST'), {})).toBe('Style not found');
    expect(uploadErrorMessage(failed(404, gone, 'PATCH'), styled)).toBe('Style not found');
  });

  it('should explain a dropped connection and how to resume', () => {
    expect(uploadErrorMessage(new Error('tus: failed to upload chunk'))).toMatch(/press Proceed to resume/);
  });
});

describe('sessionRefused', () => {
  it('should be true for a 401 answer only, not for other refusals or a dropped connection', () => {
    const loggedOut = JSON.stringify({ code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
    expect(sessionRefused(failed(401, loggedOut))).toBe(true);
    expect(sessionRefused(failed(401, loggedOut, 'POST'))).toBe(true);
    expect(sessionRefused(failed(403, '{}'))).toBe(false);
    expect(sessionRefused(new Error('tus: failed to upload chunk'))).toBe(false);
  });
});

describe('uploadMetadata', () => {
  it('should carry the file name, type and the videoConfig as JSON text', () => {
    const file = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    const metadata = uploadMetadata(file, { name: 'clip.mp4', lang: 'hi', orientation: 'landscape' });
    expect(metadata.filename).toBe('clip.mp4');
    expect(metadata.filetype).toBe('video/mp4');
    expect(JSON.parse(metadata.videoConfig ?? '')).toEqual({
      name: 'clip.mp4',
      lang: 'hi',
      orientation: 'landscape',
    });
  });
});
