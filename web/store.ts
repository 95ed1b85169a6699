/** The card database kept in this browser between visits (IndexedDB: one record, the cards.db's name and bytes). */
const DB = 'deckcheck';
const STORE = 'card-data';
const KEY = 'cards.db';

export interface KeptDatabase {
  readonly name: string;
  readonly bytes: Uint8Array;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'));
  });
}

async function withStore<T>(how: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = work(db.transaction(STORE, how).objectStore(STORE));
      req.onsuccess = () => resolve(req.result as T);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB failed'));
    });
  } finally {
    db.close();
  }
}

export function saveDatabase(name: string, bytes: Uint8Array): Promise<void> {
  return withStore('readwrite', (s) => s.put({ name, bytes }, KEY));
}

export async function loadDatabase(): Promise<KeptDatabase | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  return withStore<KeptDatabase | undefined>('readonly', (s) => s.get(KEY));
}

export function forgetDatabase(): Promise<void> {
  return withStore('readwrite', (s) => s.delete(KEY));
}
