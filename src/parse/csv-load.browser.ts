/** csv-parse for the browser build: bundled with the page (it is plain JavaScript); see csv-load.ts. */
import { parse } from 'csv-parse/sync';
import type { CsvParse } from './csv-load.js';

export function loadCsvParse(): CsvParse {
  return parse;
}
