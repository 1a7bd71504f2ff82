// A stand-in for XMLHttpRequest in unit tests of uploads with progress (core's adminUpload):
// it records each request (method, URL, headers, the FormData sent) and answers when the test
// says so, after reporting the progress the test chooses.
import { vi } from 'vitest';

export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData | null;
  /** Reports that this fraction of a 1000-byte body has gone. */
  progress(fraction: number): void;
  /** Reports these fractions, then answers with this status and body. */
  answer(status: number, body: unknown, progress?: readonly number[]): void;
}

/** Installs the fake for the current test (undone by vi.unstubAllGlobals); returns its uploads. */
export function fakeUploads(): FakeUpload[] {
  const uploads: FakeUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private record: FakeUpload = {
      method: '',
      url: '',
      headers: {},
      body: null,
      progress: (fraction) =>
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: fraction * 1000,
          total: 1000,
        } as ProgressEvent),
      answer: (status, body, progress = []) => {
        for (const fraction of progress) this.record.progress(fraction);
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      },
    };
    open(method: string, url: string) {
      this.record.method = method;
      this.record.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.record.headers[name.toLowerCase()] = value;
    }
    send(body: FormData) {
      this.record.body = body;
      uploads.push(this.record);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}
