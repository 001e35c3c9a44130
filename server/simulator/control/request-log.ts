/** One API request as `GET /_control/stats` reports it. */
export interface RequestRecord {
  at: number;
  path: string;
  group: string | null;
  status: number;
}

/** Every API request received, newest last, capped so a long run cannot exhaust memory. */
export interface RequestLog {
  add(record: RequestRecord): void;
  list(): readonly RequestRecord[];
  /** Forgets every record: the control reset starts the count over, as a fresh process would. */
  clear(): void;
}

export function createRequestLog(capacity = 10_000): RequestLog {
  const records: RequestRecord[] = [];
  return {
    add(record) {
      records.push(record);
      if (records.length > capacity) records.splice(0, records.length - capacity);
    },
    list: () => records,
    clear() {
      records.length = 0;
    },
  };
}
