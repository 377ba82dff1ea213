/** An XMLHttpRequest stand-in: records what was sent and lets the test drive its events. */
export class FakeXhr {
  static last: FakeXhr;
  /** Every request sent since the test emptied the list. */
  static sent: FakeXhr[] = [];
  headers: Record<string, string> = {};
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  status = 0;
  responseText = '';
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  onloadend?: () => void;
  ontimeout?: () => void;
  method = '';
  url = '';
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
    this.onloadend?.();
  }
}
